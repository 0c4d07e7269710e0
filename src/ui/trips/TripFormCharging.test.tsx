import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkError } from '../../api/errors';
import { storeMaster } from '../../db/trips-cache';
import { clearTripStores } from '../../db/trips-test-kit';
import { answerCalls, renderScreen } from '../shared/screen-test-kit';
import { TripFormCharging } from './TripFormCharging';
import { EMPTY_TRIP_FORM, type TripFormErrors, type TripFormValues, validateTripForm } from './trip-form';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));

afterEach(async () => {
  cleanup();
  callOperation.mockReset();
  await clearTripStores();
});

const CUSTOMERS = [
  { customerid: 'BC1', name: 'Infosys', code: 'INFY', gstin: '', active: true },
  { customerid: 'BC2', name: 'Tata Motors', code: 'TATA', gstin: '', active: true },
];

/** The charging fields as the trip form holds them; `seen` shows the values the form would save. */
function Harness({
  profileid,
  required,
  seen,
}: {
  profileid: string;
  required: boolean;
  seen: (v: TripFormValues) => void;
}) {
  const [values, setValues] = useState(EMPTY_TRIP_FORM);
  const [errors, setErrors] = useState<TripFormErrors>({});
  const set = <K extends keyof TripFormValues>(field: K, value: TripFormValues[K]) =>
    setValues((old) => {
      const next = { ...old, [field]: value };
      seen(next);
      return next;
    });
  return (
    <>
      <TripFormCharging
        values={values}
        errors={errors}
        set={set}
        projects={[]}
        profileid={profileid}
        billableCustomerRequired={required}
      />
      <button type="button" onClick={() => setErrors(validateTripForm(values, { billableCustomerRequired: required }))}>
        Check
      </button>
    </>
  );
}

describe('trip form: billable customer', () => {
  it('offers the company’s customers once billable, required when the company says so', async () => {
    callOperation.mockImplementation(
      answerCalls({ getbillablecustomers: async () => ({ ApiStatus: { Status: 'OK' }, list: CUSTOMERS }) }, () =>
        Promise.reject(new NetworkError()),
      ),
    );
    const seen = vi.fn();
    renderScreen(<Harness profileid="P1" required seen={seen} />);
    expect(screen.queryByRole('combobox', { name: /Billable customer/ })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Billable to a customer' }));
    const select = screen.getByRole('combobox', { name: /Billable customer/ });
    expect(select.hasAttribute('required')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Select a billable customer')).toBeTruthy();

    await within(select).findByRole('option', { name: 'Tata Motors (TATA)' });
    await userEvent.selectOptions(select, 'BC2');
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ billable: true, customerid: 'BC2' }));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'Infosys (INFY)', 'Tata Motors (TATA)']);
  });

  it('offers the customers kept on the device while the server is unreachable, not marked required when optional', async () => {
    await storeMaster('P2', 'billablecustomers', CUSTOMERS.slice(0, 1));
    callOperation.mockImplementation(answerCalls({}, () => Promise.reject(new NetworkError())));
    renderScreen(<Harness profileid="P2" required={false} seen={vi.fn()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Billable to a customer' }));
    const select = screen.getByRole('combobox', { name: /Billable customer/ });
    expect(await within(select).findByRole('option', { name: 'Infosys (INFY)' })).toBeTruthy();
    expect(select.hasAttribute('required')).toBe(false);
    expect(callOperation).toHaveBeenCalled();
  });
});

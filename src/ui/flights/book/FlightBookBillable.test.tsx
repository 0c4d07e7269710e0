import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearTripStores } from '../../../db/trips-test-kit';
import { setSession } from '../../../session/store';
import { fakeServer, proceedAndPay, renderBook } from './book-test-kit';

afterEach(async () => {
  cleanup();
  setSession(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
  await clearTripStores();
});

const ok = { ApiStatus: { Status: 'OK' } };
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('book page: billable customer', { timeout: 30_000 }, () => {
  it('asks for a customer of a billable booking when the company requires one, and sends it', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers['TG-GETTRIPVALIDATIONS'] = {
      ...ok,
      validations: {
        mindaysbeforetravel: 0,
        maxtripdays: 90,
        purposerequired: false,
        projectrequired: false,
        reasonrequired: false,
        costcentrerequired: false,
        billablecustomerrequired: true,
        approvalmode: 'before',
        approvallevels: 1,
        homecountry: 'IN',
      },
    };
    server.answers.getbillablecustomers = {
      ...ok,
      list: [{ customerid: 'BC1', name: 'Infosys', code: 'INFY', gstin: '', active: true }],
    };
    const outcomes = renderBook();
    await screen.findByRole('region', { name: 'Traveller Details' });
    await waitFor(() => expect(button('Proceed to Payment').disabled).toBe(false));

    await user.click(screen.getByRole('checkbox', { name: 'Billable to a customer' }));
    await user.click(button('Proceed to Payment'));
    expect(await screen.findByText('Select a billable customer')).toBeTruthy();
    const select = screen.getByLabelText(/^Billable customer/);
    expect(document.activeElement).toBe(select);
    expect(server.called('TG-FLIGHTBOOKING')).toEqual([]);

    await screen.findByRole('option', { name: 'Infosys (INFY)' });
    await user.selectOptions(select, 'BC1');
    await proceedAndPay(user);
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalled());
    expect(server.called('TG-FLIGHTBOOKING')[0]!.jsondata).toMatchObject({
      billabletype: 'billable',
      customerid: 'BC1',
    });
  });
});

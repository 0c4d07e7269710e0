import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NetworkError } from '../../api/errors';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { answerCalls, renderScreen } from '../shared/screen-test-kit';
import { VisaSection } from './VisaSection';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));

const VISA = {
  recordid: '3',
  country: 'GB',
  visatype: 'Business',
  visanumber: 'GB7788990',
  entries: 'multiple',
  validfrom: '2026-01-01',
  validto: '2030-12-31',
  passportrecordid: '',
  scanfileid: 'f1',
  status: 'rejected',
  remark: 'Scan is blurred',
};
const ok = { ApiStatus: { Status: 'OK' } };

beforeEach(() => {
  act(() => setSession(loginFixture()));
  // The scan upload (POST /api/upload) answers a stored file.
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ ApiStatus: { Status: 'OK' }, Result: { fileid: 'f9', name: 'visa.pdf', mime: 'application/pdf', size: 10 } }), { status: 200 }));
});
afterEach(() => {
  cleanup();
  callOperation.mockReset();
  vi.unstubAllGlobals();
  act(() => setSession(null));
});

const section = () => screen.getByRole('region', { name: 'Visas' });

async function fillNewVisa() {
  const form = within(section()).getByRole('form', { name: 'Add visa' });
  await userEvent.selectOptions(within(form).getByLabelText('Country'), 'US');
  await userEvent.type(within(form).getByLabelText('Visa number'), 'B1B2');
  await userEvent.type(within(form).getByLabelText('Valid from'), '2026-05-01');
  await userEvent.type(within(form).getByLabelText('Valid to'), '2027-05-01');
  const input = section().querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File(['%PDF-1.4'], 'visa.pdf', { type: 'application/pdf' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
}

describe('Profile → Visas', () => {
  it('lists the visas with the admin’s decision and remark', async () => {
    callOperation.mockImplementation(answerCalls({ getall: () => ({ ...ok, list: [VISA] }) }, () => ({})));
    renderScreen(<VisaSection />);
    expect(await within(section()).findByText('Rejected')).toBeTruthy();
    expect(within(section()).getByText('Remark: Scan is blurred')).toBeTruthy();
    expect(within(section()).getByRole('button', { name: 'Delete the United Kingdom Business visa GB7788990' })).toBeTruthy();
  });

  it('uploads the scan and adds the visa; a failed add shows the field message, else the product’s text', async () => {
    const adds: Record<string, unknown>[] = [];
    const answers = [new ApiError(400, 'jsondata.validto: the visa has expired'), new NetworkError()];
    callOperation.mockImplementation(
      answerCalls(
        {
          getall: () => ({ ...ok, list: [] }),
          add: (fields) => {
            adds.push(fields);
            throw answers.shift();
          },
        },
        () => ({}),
      ),
    );
    renderScreen(<VisaSection />);
    await fillNewVisa();
    expect((await within(section()).findByRole('alert')).textContent).toBe('jsondata.validto: the visa has expired');
    expect(adds[0]).toEqual({ jsondata: expect.objectContaining({ country: 'US', visanumber: 'B1B2', validfrom: '2026-05-01', validto: '2027-05-01', scanfileid: 'f9' }) });
    await userEvent.click(within(section()).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(within(section()).getByRole('alert').textContent).toBe('Failed add or edit visa master. Please try again.'));
  });

  it('shows the product’s text when a delete fails without a reason', async () => {
    callOperation.mockImplementation(
      answerCalls({ getall: () => ({ ...ok, list: [VISA] }), delete: () => Promise.reject(new NetworkError()) }, () => ({})),
    );
    renderScreen(<VisaSection />);
    await userEvent.click(await within(section()).findByRole('button', { name: /^Delete the United Kingdom/ }));
    expect((await within(section()).findByRole('alert')).textContent).toBe('Failed delete visa master. Please try again.');
  });
});

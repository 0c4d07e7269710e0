import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../api/errors';
import type { HotelChangeQuote } from '../../../contract/hotels/change';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { answerCalls, renderScreen } from '../../shared/screen-test-kit';
import { APPROVAL_SENT, ChangeStayDrawer } from './ChangeStayDrawer';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));

const QUOTE: HotelChangeQuote = {
  txid: 'HTL1001', checkin: '2099-12-20', checkout: '2099-12-23', nights: 3,
  newbase: '15000.00', newtax: '1800.00', newtotal: '16800.00', currenttotal: '11200.00',
  charge: '0.00', chargetext: '72 hours or more before check-in: free', refund: '11200.00',
  topay: '5600.00', toreturn: '0.00', paidby: 'wallet', policy: { inpolicy: true, reasons: [], needsapproval: false },
};
const OUT_OF_POLICY = { ...QUOTE, policy: { inpolicy: false, reasons: ['Above ₹7,000 a night'], needsapproval: true } };
const calls = (action: string) => callOperation.mock.calls.filter(([op]) => op.action === action).map(([, fields]) => fields);

function answer(handlers: Record<string, (fields: Record<string, unknown>) => unknown>) {
  callOperation.mockImplementation(answerCalls(handlers, () => Promise.reject(new Error('unexpected call'))));
}

function open(approvalid = '') {
  const onChanged = vi.fn();
  renderScreen(
    <ChangeStayDrawer
      opened
      onClose={() => undefined}
      currency="INR"
      today="2099-12-01"
      start={{ txid: 'HTL1001', checkin: '2099-12-14', checkout: '2099-12-16', approvalid }}
      onChanged={onChanged}
    />,
  );
  return onChanged;
}

async function newDates(checkin: string, checkout: string) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Change dates' }));
  await userEvent.clear(dialog.getByLabelText('New check-in'));
  await userEvent.type(dialog.getByLabelText('New check-in'), checkin);
  await userEvent.clear(dialog.getByLabelText('New check-out'));
  await userEvent.type(dialog.getByLabelText('New check-out'), checkout);
  await userEvent.click(dialog.getByRole('button', { name: 'Check the new price' }));
  return dialog;
}

beforeEach(() => act(() => setSession(loginFixture())));
afterEach(() => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
});

describe('changing the dates of a stay', () => {
  it('prices the new dates, shows the difference, and changes the stay with the quoted total', async () => {
    answer({ quotehotelchange: () => ({ quote: QUOTE }), changehotelstay: () => ({ txid: 'HTL1002', paymenturl: '' }) });
    const onChanged = open();
    const dialog = await newDates('2099-12-20', '2099-12-23');
    const table = within(await dialog.findByRole('table', { name: 'The new price' }));
    expect(table.getByRole('rowheader', { name: 'You pay' }).nextElementSibling?.textContent).toBe('₹5,600');
    expect(dialog.getByText('In policy')).toBeTruthy();
    expect(calls('quotehotelchange')).toEqual([{ txid: 'HTL1001', checkin: '2099-12-20', checkout: '2099-12-23' }]);

    await userEvent.click(dialog.getByRole('button', { name: 'Change the stay' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledWith({ txid: 'HTL1002', paymenturl: '' }));
    expect(calls('changehotelstay')[0]).toMatchObject({ txid: 'HTL1001', checkin: '2099-12-20', checkout: '2099-12-23', total: '16800.00', approvalid: '' });
  });

  it('shows a card-paid stay paying the new total by card and the refund going back, and hands on the gateway page', async () => {
    const card = { ...QUOTE, topay: '16800.00', toreturn: '11200.00', paidby: 'card' };
    const paymenturl = '/sandbox-gateway/PAY1';
    answer({ quotehotelchange: () => ({ quote: card }), changehotelstay: () => ({ txid: 'HTL1002', paymenturl }) });
    const onChanged = open();
    const dialog = await newDates('2099-12-20', '2099-12-23');
    const table = within(await dialog.findByRole('table', { name: 'The new price' }));
    expect(table.getByRole('rowheader', { name: 'You pay by card' }).nextElementSibling?.textContent).toBe('₹16,800');
    expect(table.getByRole('rowheader', { name: 'Back to your card' }).nextElementSibling?.textContent).toBe('₹11,200');
    expect(dialog.getByText(/refund goes back to your card/)).toBeTruthy();

    await userEvent.click(dialog.getByRole('button', { name: 'Change the stay' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledWith({ txid: 'HTL1002', paymenturl }));
  });

  it('says a date problem at its field, before asking and from the server', async () => {
    answer({ quotehotelchange: () => Promise.reject(new ApiError(400, 'checkin: must not be in the past')) });
    open();
    const early = await newDates('2099-12-20', '2099-12-19');
    expect(await early.findByText('Check-out must be after check-in.')).toBeTruthy();
    expect(calls('quotehotelchange')).toEqual([]);

    const dialog = await newDates('2099-12-20', '2099-12-23');
    const field = dialog.getByLabelText('New check-in');
    expect(await dialog.findByText('Must not be in the past')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks the reason out of policy and sends the change for approval', async () => {
    answer({
      quotehotelchange: () => ({ quote: OUT_OF_POLICY }),
      sendhotelchangeforapproval: () => ({ ResponseStatus: { status: 'OK', message: 'sent' }, responsedata: { approvalid: 'BA9' } }),
    });
    open();
    const dialog = await newDates('2099-12-20', '2099-12-23');
    await userEvent.click(await dialog.findByRole('button', { name: 'Send for approval' }));
    expect(await dialog.findByText('Give the reason for choosing a stay out of policy.')).toBeTruthy();
    expect(calls('sendhotelchangeforapproval')).toEqual([]);

    await userEvent.type(dialog.getByLabelText(/Reason for choosing a stay out of policy/), 'Client office next door');
    await userEvent.click(dialog.getByRole('button', { name: 'Send for approval' }));
    expect(await dialog.findByText(APPROVAL_SENT)).toBeTruthy();
    expect(calls('sendhotelchangeforapproval')[0]).toMatchObject({ policyreason: 'Client office next door' });
  });

  it('resumes an approved change: prices the dates at once and changes with the approval', async () => {
    answer({
      quotehotelchange: () => ({ quote: OUT_OF_POLICY }),
      changehotelstay: () => Promise.reject(new ApiError(409, 'wallet: Insufficient wallet balance: the wallet cannot pay INR 16800.00 for the new dates')),
    });
    open('BA9');
    const dialog = within(await screen.findByRole('dialog', { name: 'Change dates' }));
    await userEvent.type(await dialog.findByLabelText(/Reason for choosing a stay out of policy/), 'Client office');
    await userEvent.click(dialog.getByRole('button', { name: 'Change the stay' }));
    expect((await dialog.findByRole('alert')).textContent).toMatch(/^wallet: Insufficient wallet balance/);
    expect(calls('changehotelstay')[0]).toMatchObject({ approvalid: 'BA9', policyreason: 'Client office', checkin: '2099-12-14' });
  });
});

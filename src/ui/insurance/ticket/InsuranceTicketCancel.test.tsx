import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkError } from '../../../api/errors';
import { db } from '../../../db/database';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { answerCalls, renderScreen } from '../../shared/screen-test-kit';
import { InsuranceTicketPage } from './InsuranceTicketPage';
import { insuranceInvoice, passenger } from './ticket-test-kit';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

const CANCEL_OP = 'TG-INSURANCECANCELLATIONREQUEST';
const ticketCalls = () => callOperation.mock.calls.filter(([op]) => op.action === 'ticket').length;
const cancelCalls = () => callOperation.mock.calls.filter(([op]) => op.opid === CANCEL_OP).map(([, fields]) => fields);

/** The ticket (three travellers, the third already cancelled) and a cancel answer. */
function answer(cancel: () => unknown) {
  const travellers = [passenger(1), passenger(2), passenger(3, { status: 'cancelled' })];
  callOperation.mockImplementation(
    answerCalls(
      { ticket: () => ({ InsuranceInvoice: insuranceInvoice({}, travellers) }), [CANCEL_OP]: cancel },
      () => Promise.reject(new Error('unexpected call')),
    ),
  );
}

async function openDrawer() {
  renderScreen(<InsuranceTicketPage txid="INS1001" fromCorporateTrips={false} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  return screen.findByRole('dialog', { name: 'Cancel insurance' });
}

beforeEach(() => act(() => setSession(loginFixture())));
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
  await db.insuranceTickets.clear();
});

describe('cancelling insurance travellers', () => {
  it('lists only the travellers still covered, and asks for one before sending anything', async () => {
    answer(() => ({ ResponseStatus: { status: 'OK', message: 'done' } }));
    await openDrawer();
    expect(screen.getByRole('checkbox', { name: 'Mr Ravi1 Kumar' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Mr Ravi2 Kumar' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Mr Ravi3 Kumar' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cancel' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select traveller to cancel');
    expect(cancelCalls()).toEqual([]);
  });

  it('sends the chosen travellers and remarks, shows the server message and reads the ticket again', async () => {
    answer(() => ({ ResponseStatus: { status: 'OK', message: 'Cancellation successful. ₹590 refunded to your wallet.' } }));
    await openDrawer();
    const fetchedBefore = ticketCalls();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mr Ravi2 Kumar' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Plans changed');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cancel' }));
    expect(await screen.findByText('Cancellation successful. ₹590 refunded to your wallet.')).toBeTruthy();
    expect(cancelCalls()).toEqual([
      { jsondata: { corporateid: 'C1', profileid: 'P1', remarks: 'Plans changed', reftxid: 'INS1001', trainpax: '2' } },
    ]);
    await waitFor(() => expect(ticketCalls()).toBeGreaterThan(fetchedBefore));
  });

  it('joins several travellers with commas', async () => {
    answer(() => ({ ResponseStatus: { status: 'OK', message: 'done' } }));
    await openDrawer();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mr Ravi2 Kumar' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mr Ravi1 Kumar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cancel' }));
    await waitFor(() => expect(cancelCalls()).toHaveLength(1));
    expect(cancelCalls()[0]).toMatchObject({ jsondata: { trainpax: '1,2', remarks: '' } });
  });

  it.each([
    ['the server refuses with a message', () => ({ ResponseStatus: { status: 'NOK', message: 'Policy already started' } }), 'Policy already started'],
    ['the server refuses without one', () => ({ ResponseStatus: { status: 'NOK' } }), 'Failed to cancel ticket. Please try again.'],
    ['nothing comes back', () => Promise.reject(new NetworkError()), 'Failed to cancel ticket. Please try again.'],
  ])('shows why when %s', async (_, cancel, message) => {
    answer(cancel);
    await openDrawer();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mr Ravi1 Kumar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cancel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});

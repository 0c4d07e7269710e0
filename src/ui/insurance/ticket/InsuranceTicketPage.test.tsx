import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkError } from '../../../api/errors';
import { db } from '../../../db/database';
import { cachedInsuranceTicket, storeInsuranceTicket } from '../../../db/insurance-tickets';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { type CallHandlers, answerCalls, renderScreen } from '../../shared/screen-test-kit';
import { InsuranceTicketPage } from './InsuranceTicketPage';
import { insuranceInvoice, passenger } from './ticket-test-kit';

const callOperation = vi.hoisted(() => vi.fn());
const saveBase64Pdf = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));
vi.mock('../../shared/save-pdf', () => ({ saveBase64Pdf }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, hash, children, ...rest }: { to: string; hash?: string; children: React.ReactNode }) => (
    <a href={hash ? `${to}#${hash}` : to} {...rest}>
      {children}
    </a>
  ),
}));

const answer = (handlers: CallHandlers) =>
  callOperation.mockImplementation(answerCalls(handlers, () => Promise.reject(new Error('unexpected call'))));
const ticketAnswer = (invoice: unknown = insuranceInvoice()) => ({ ticket: () => ({ InsuranceInvoice: invoice }) });
const show = (txid = 'INS1001', fromCorporateTrips = false) =>
  renderScreen(<InsuranceTicketPage txid={txid} fromCorporateTrips={fromCorporateTrips} />);
const fieldValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const actions = () => within(screen.getByRole('group', { name: 'Ticket actions' }));

beforeEach(() => act(() => setSession(loginFixture())));
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
  saveBase64Pdf.mockReset();
  await db.insuranceTickets.clear();
});

describe('insurance e-ticket page', () => {
  it('spends this tab\'s booking references once a confirmed ticket shows, so the next booking is new', async () => {
    sessionStorage.setItem('voyage.insurance.clientref.R1;DOM', 'ref-1');
    sessionStorage.setItem('unrelated', 'kept');
    answer(ticketAnswer());
    show();
    await waitFor(() => expect(sessionStorage.getItem('voyage.insurance.clientref.R1;DOM')).toBeNull());
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('keeps the references while the booking still waits for its payment', async () => {
    sessionStorage.setItem('voyage.insurance.clientref.R2;DOM', 'ref-2');
    const pending = insuranceInvoice();
    pending.insurancerecord.bookingstatus = 'paymentpending';
    answer(ticketAnswer(pending));
    show();
    expect((await screen.findByRole('group', { name: 'Booking status' })).textContent).toContain('Payment pending');
    expect(sessionStorage.getItem('voyage.insurance.clientref.R2;DOM')).toBe('ref-2');
  });

  it('shows the policy under its own names, the travellers, and premium, GST and total net', async () => {
    answer(ticketAnswer());
    show();
    expect(await screen.findByText('Policy number', { selector: 'dt' })).toBeTruthy();
    expect(fieldValue('Plan name')).toBe('Travel Secure Silver');
    expect(fieldValue('Policy number')).toBe('POL-2026-000123');
    expect(fieldValue('Days covered')).toBe('10');
    expect(screen.getByText('TGI100045')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Booking status' })).getByText('Confirmed')).toBeTruthy();
    const travellers = screen.getByRole('table', { name: 'Travellers' });
    const headers = within(travellers).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Age', 'Gender', 'ID type', 'ID number', 'Status', 'Premium']);
    expect(within(travellers).getByText('Mr Ravi2 Kumar')).toBeTruthy();
    const fare = within(screen.getByRole('table', { name: 'Fare' }));
    expect(fare.getByRole('rowheader', { name: 'Basic fare' }).nextElementSibling?.textContent).toBe('₹1,000');
    expect(fare.getByRole('rowheader', { name: 'GST' }).nextElementSibling?.textContent).toBe('₹180');
    expect(fare.getByRole('rowheader', { name: 'Total net' }).nextElementSibling?.textContent).toBe('₹1,180');
    expect(actions().getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/insurance');
    expect(actions().getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(await cachedInsuranceTicket('P1', 'INS1001')).toBeTruthy();
  });

  it('hides empty fields, shows seat and meal only when carried, and lists refunds and the original ticket', async () => {
    const invoice = insuranceInvoice(
      {
        trainnumber: '',
        paxmobile: '',
        original_eticket_url: 'https://insurer.example/policy/123',
        refunds: [{ paxsno: 2, amount: '590.00', remarks: 'Plans changed', refundedon: '2026-02-03T10:00:00.000Z', mode: 'wallet' }],
      },
      [passenger(1, { mealpref: 'V' }), passenger(2, { status: 'cancelled' })],
    );
    answer(ticketAnswer(invoice));
    show();
    await screen.findByText('Plan name', { selector: 'dt' });
    expect(screen.queryByText('Policy number')).toBeNull();
    expect(screen.queryByText('Contact mobile')).toBeNull();
    const headers = within(screen.getByRole('table', { name: 'Travellers' })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toContain('Meal');
    expect(headers.map((h) => h.textContent)).not.toContain('Seat');
    const refunds = within(screen.getByRole('table', { name: 'Refunds' }));
    expect(refunds.getByText('Mr Ravi2 Kumar')).toBeTruthy();
    expect(refunds.getByText('₹590')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Original ticket' }).getAttribute('href')).toBe('https://insurer.example/policy/123');
  });

  it('offers no Cancel for a policy on a trip, and Back returns to corporate trips when opened from there', async () => {
    answer(ticketAnswer(insuranceInvoice({ tripid: '710001' })));
    show('INS1001', true);
    await screen.findByText('Plan name', { selector: 'dt' });
    expect(actions().queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(actions().getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/travel-admin#corporate_trips_24');
  });

  it("says 'Sorry! No ticket found' with the transaction id, and forgets a cached copy", async () => {
    await storeInsuranceTicket('P1', 'INS404', insuranceInvoice({ txid: 'INS404' }));
    answer(ticketAnswer(''));
    show('INS404');
    expect(await screen.findByText('Sorry! No ticket found')).toBeTruthy();
    expect(screen.getByText('Transaction ID: INS404')).toBeTruthy();
    expect(await cachedInsuranceTicket('P1', 'INS404')).toBeUndefined();
  });

  it('opens a ticket seen before when the server cannot be reached', async () => {
    await storeInsuranceTicket('P1', 'INS1001', insuranceInvoice());
    callOperation.mockRejectedValue(new NetworkError());
    show();
    expect(await screen.findByText('Offline')).toBeTruthy();
    expect(fieldValue('Plan name')).toBe('Travel Secure Silver');
  });

  it('saves the PDF as Insurance-<txid>.pdf and prints', async () => {
    answer({ ...ticketAnswer(), ticketpdf: () => ({ ApiStatus: { Status: 'OK' }, filename: 'Insurance-INS1001.pdf', pdfbase64: 'JVBERi0=' }) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(saveBase64Pdf).toHaveBeenCalledWith('JVBERi0=', 'Insurance-INS1001.pdf'));
    await userEvent.click(actions().getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });
});

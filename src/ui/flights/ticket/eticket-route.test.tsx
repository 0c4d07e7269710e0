import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/database';
import { renderAppAt } from '../../../routes/-app-test-kit';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { loneObjectWire, roundTripWire } from './flight-ticket-test-kit';
import { TICKET_POLL_MS_KEY } from './poll-config';

/** /flights/eticket/$txid in the whole app, the server faked at fetch: the wire as the server sends it. */

type Call = Record<string, unknown>;
let calls: Call[] = [];
let eticketAnswers: unknown[] = [];

beforeEach(() => {
  calls = [];
  setSession(loginFixture());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body ?? '{}')) as Call;
    let answer: unknown = {};
    if (body.opid === 'TG-GENERIC' && body.act === 'eticket') {
      const n = calls.filter((c) => c.act === 'eticket').length;
      answer = eticketAnswers[Math.min(n, eticketAnswers.length - 1)];
    }
    calls.push(body);
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  await db.flightTickets.clear();
});

const ticketCalls = () => calls.filter((c) => c.act === 'eticket');

describe('/flights/eticket/$txid', { timeout: 20_000 }, () => {
  it('reads a one-traveller ticket whose lists all arrive as lone objects', async () => {
    eticketAnswers = [{ FlightInvoice: loneObjectWire() }];
    renderAppAt('/flights/eticket/FL100001');
    const tickets = within(await screen.findByRole('table', { name: 'Tickets' }));
    expect(tickets.getByText('0987654321012')).toBeTruthy();
    expect(tickets.getByText('X7K2PQ')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Passengers' })).getByText('Mr Arjun Rao')).toBeTruthy();
    const extras = within(screen.getByRole('table', { name: 'Extras' }));
    expect(extras.getByText('Veg (V)')).toBeTruthy();
    expect(extras.getByText('₹350')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Flight 6E 6012' })).toBeTruthy();
    const fare = within(screen.getByRole('table', { name: 'Fare breakup' }));
    expect(fare.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Base Fare',
      'Tax',
      'IGST',
      'Discount',
      'Total Amount',
    ]);
    expect(fare.getByRole('rowheader', { name: 'IGST' }).nextElementSibling?.textContent).toBe('₹251');
    expect(fare.getByRole('rowheader', { name: 'Tax' }).nextElementSibling?.textContent).toBe('₹799');
    expect(ticketCalls()).toEqual([{ opid: 'TG-GENERIC', act: 'eticket', txid: 'FL100001' }]);
  });

  it('polls a pending ticket at the interval set in localStorage until it is ticketed', async () => {
    localStorage.setItem(TICKET_POLL_MS_KEY, '30');
    eticketAnswers = [{ FlightInvoice: roundTripWire('Pending') }, { FlightInvoice: roundTripWire() }];
    renderAppAt('/flights/eticket/FL100001');
    expect(await screen.findByText('Your ticket is under processing...')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Tickets' }, { timeout: 3000 })).toBeTruthy();
    expect(ticketCalls()).toHaveLength(2);
  });

  it("says 'No Ticket found for the Transaction No: {id}' when the server sends no FlightInvoice", async () => {
    eticketAnswers = [{ FlightInvoice: '' }];
    renderAppAt('/flights/eticket/FL404');
    expect(await screen.findByText('No Ticket found for the Transaction No: FL404')).toBeTruthy();
  });
});

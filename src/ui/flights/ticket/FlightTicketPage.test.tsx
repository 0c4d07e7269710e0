import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkError } from '../../../api/errors';
import type { FlightInvoiceWire } from '../../../contract/flights/invoice';
import { db } from '../../../db/database';
import { cachedFlightTicket, storeFlightTicket } from '../../../db/flight-tickets';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { renderScreen } from '../../shared/screen-test-kit';
import { FlightTicketPage } from './FlightTicketPage';
import { parsedInvoice, roundTripWire } from './flight-ticket-test-kit';
import { TICKET_POLL_MS_KEY } from './poll-config';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

/** The e-ticket call answers these in turn (the last one repeats); null is "no FlightInvoice". */
function answers(...wires: (FlightInvoiceWire | null)[]) {
  let n = 0;
  callOperation.mockImplementation(async (op: { action?: string }, fields: { txid: string }) => {
    if (op.action !== 'eticket') throw new Error(`unexpected call ${op.action}`);
    expect(fields).toEqual({ txid: 'FL100001' });
    const wire = wires[Math.min(n++, wires.length - 1)];
    return { FlightInvoice: wire === null || wire === undefined ? null : parsedInvoice(wire) };
  });
}
const show = (txid = 'FL100001') => renderScreen(<FlightTicketPage txid={txid} />);
const section = (name: string) => within(screen.getByRole('table', { name }));
const rowsOf = (name: string) =>
  section(name)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

beforeEach(() => act(() => setSession(loginFixture())));
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
  localStorage.clear();
  vi.restoreAllMocks();
  await db.flightTickets.clear();
});

describe('flight e-ticket page', () => {
  it('shows a spinner before the answer, then passengers, tickets, flights, extras, notes; and keeps the ticket on the device', async () => {
    let release: () => void = () => undefined;
    callOperation.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve({ FlightInvoice: parsedInvoice(roundTripWire()) }))),
    );
    show();
    expect(screen.getByRole('status', { name: 'Loading ticket' })).toBeTruthy();
    act(() => release());
    expect(await screen.findByRole('table', { name: 'Passengers' })).toBeTruthy();
    expect(rowsOf('Passengers')).toEqual([
      ['Name', 'Email', 'Status'],
      ['Mr Arjun Rao', 'arjun.rao@acme.test', 'Ticketed'],
      ['Ms Meera Rao', 'meera.rao@acme.test', 'Ticketed'],
    ]);
    expect(rowsOf('Tickets').map((r) => r.slice(0, 4))).toEqual([
      ['Traveller', 'Trip', 'Ticket number', 'PNR'],
      ['Mr Arjun Rao', 'Onward', '0987654321012', 'X7K2PQ'],
      ['Ms Meera Rao', 'Onward', '0987654321013', 'X7K2PQ'],
      ['Mr Arjun Rao', 'Return', '0987654321014', 'R4T8WZ'],
      ['Ms Meera Rao', 'Return', '0987654321015', 'R4T8WZ'],
    ]);
    const onward = within(screen.getByRole('group', { name: 'Flight 6E 6012' }));
    expect(onward.getByRole('img', { name: 'IndiGo logo' }).getAttribute('src')).toBe('/airlines/6E.svg');
    expect(onward.getByText('IndiGo')).toBeTruthy();
    const from = within(onward.getByRole('group', { name: 'From BLR' }));
    expect(from.getByText('06:10 BLR')).toBeTruthy();
    expect(from.getByText('Kempegowda International Airport')).toBeTruthy();
    expect(from.getByText('Sat, 14 Mar 2026')).toBeTruthy();
    expect(from.getByText('Terminal 1')).toBeTruthy();
    expect(within(onward.getByRole('group', { name: 'To DEL' })).getByText('Terminal 3')).toBeTruthy();
    expect(onward.getByText('2h 45m')).toBeTruthy();
    const vistara = within(screen.getByRole('group', { name: 'Flight UK 811' }));
    expect(vistara.getByText('Operated by Air India')).toBeTruthy();
    expect(vistara.getByRole('img', { name: 'Vistara logo' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Flight AI 639' })).toBeTruthy();
    expect(rowsOf('Extras')).toEqual([
      ['Traveller', 'Flight', 'Type', 'Details'],
      ['Mr Arjun Rao', 'BLR-DEL', 'Seat', '12A'],
      ['Mr Arjun Rao', 'BLR-DEL', 'Meal', 'Jain Meal (J)'],
      ['Ms Meera Rao', 'DEL-BOM', 'Baggage', '5 KG extra'],
    ]);
    expect(screen.getByText('Check-in counters close 45 minutes before departure.')).toBeTruthy();
    expect(screen.getByText(/photo ID is needed/)).toBeTruthy();
    expect(screen.getByText(/cancel or amend this booking, call the provider's customer care/)).toBeTruthy();
    const phones = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('tel:'));
    expect(phones).toHaveLength(3);
    expect(new Set(phones.map((a) => a.getAttribute('href'))).size).toBe(3);
    await waitFor(async () => expect(await cachedFlightTicket('P1', 'FL100001')).toBeTruthy());
  });

  it('shows the fare breakup line by line: components only above 0, and the discount', async () => {
    answers(roundTripWire());
    show();
    await screen.findByRole('table', { name: 'Fare breakup' });
    expect(rowsOf('Fare breakup')).toEqual([
      ['Base Fare', '₹8,400'],
      ['Tax', '₹1,470'],
      ['CGST', '₹105'],
      ['SGST', '₹105'],
      ['K3', '₹420'],
      ['Discount', '-₹200'],
      ['Total Amount', '₹10,300'],
    ]);
  });

  it("spins with 'Your ticket is under processing...' while pending, re-fetching at the configured interval until ticketed", async () => {
    localStorage.setItem(TICKET_POLL_MS_KEY, '40');
    answers(roundTripWire('PENDING'), roundTripWire('pending'), roundTripWire());
    show();
    expect(await screen.findByText('Your ticket is under processing...')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Your ticket is under processing...' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Tickets' }, { timeout: 2000 })).toBeTruthy();
    expect(callOperation).toHaveBeenCalledTimes(3);
    expect(screen.queryByText('Your ticket is under processing...')).toBeNull();
  });

  it('waits 10 s between fetches when no interval is configured', async () => {
    // A clock the test moves (real time still runs, so the screen's own waits work).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      answers(roundTripWire('pending'), roundTripWire());
      show();
      expect(await screen.findByText('Your ticket is under processing...')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(9_000);
      expect(callOperation).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1_500);
      await vi.waitFor(() => expect(callOperation).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the last pending record with Check again once the re-fetches run out', async () => {
    localStorage.setItem(TICKET_POLL_MS_KEY, '5');
    answers(roundTripWire('pending'));
    show();
    const again = await screen.findByRole('button', { name: 'Check again' }, { timeout: 3000 });
    expect(callOperation).toHaveBeenCalledTimes(19); // the first fetch and 18 re-fetches (docs/product.md#constants-and-code-tables)
    expect(screen.getByRole('table', { name: 'Passengers' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Web check-in/ })).toBeNull();
    answers(roundTripWire());
    await userEvent.click(again);
    expect(await screen.findByRole('table', { name: 'Tickets' })).toBeTruthy();
  });

  it("says 'No Ticket found for the Transaction No: {id}' and forgets a cached copy", async () => {
    await storeFlightTicket('P1', 'FL100001', parsedInvoice(roundTripWire()));
    answers(null);
    show();
    expect(await screen.findByText('No Ticket found for the Transaction No: FL100001')).toBeTruthy();
    await waitFor(async () => expect(await cachedFlightTicket('P1', 'FL100001')).toBeUndefined());
  });

  it('opens web check-in in a new tab with the booking in the query', async () => {
    answers(roundTripWire());
    show();
    const links = await screen.findAllByRole('link', { name: /^Web check-in/ });
    expect(links).toHaveLength(4);
    const link = screen.getByRole('link', { name: 'Web check-in for Ms Meera Rao, return' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/sandbox-airline/checkin');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      txid: 'FL100001',
      carrier: 'UK',
      flightno: '811',
      date: '2026-03-20',
      name: 'Meera Rao',
      title: 'Ms',
      pnr: 'R4T8WZ',
      route: 'DEL-BOM-BLR',
      email: 'meera.rao@acme.test',
    });
  });

  it('saves Ticket.pdf made on the device, and prints', async () => {
    const blobs: Blob[] = [];
    const saved: string[] = [];
    Object.assign(URL, {
      createObjectURL: (b: Blob) => (blobs.push(b), 'blob:ticket'),
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    answers(roundTripWire());
    show();
    const actions = within(await screen.findByRole('group', { name: 'Ticket actions' }));
    await userEvent.click(actions.getByRole('button', { name: 'Save as PDF' }));
    await waitFor(() => expect(saved).toEqual(['Ticket.pdf']));
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]!);
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(blobs[0]!.type).toBe('application/pdf');
    await userEvent.click(actions.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    // Paper gets the ticket only: flight-ticket-print.css hides the shell and every [data-print-hide].
    expect(screen.getByRole('group', { name: 'Ticket actions' }).hasAttribute('data-print-hide')).toBe(true);
    expect(document.querySelector('[data-flight-ticket] [data-print-hide]')).toBeTruthy();
    const css = readFileSync(resolve(__dirname, 'flight-ticket-print.css'), 'utf8');
    expect(css).toMatch(/@media print[\s\S]*body:has\(\[data-flight-ticket\]\) \.mantine-AppShell-header/);
    expect(css).toMatch(/\[data-flight-ticket\] \[data-print-hide\][\s\S]*display: none !important/);
    expect(actions.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/flights');
  });

  it('opens a ticket seen before when the server cannot be reached', async () => {
    await storeFlightTicket('P1', 'FL100001', parsedInvoice(roundTripWire()));
    callOperation.mockRejectedValue(new NetworkError());
    show();
    expect(await screen.findByText('Offline')).toBeTruthy();
    expect(rowsOf('Tickets')[1]!.slice(0, 4)).toEqual(['Mr Arjun Rao', 'Onward', '0987654321012', 'X7K2PQ']);
  });

  it("never shows another profile's cached ticket, and offers Try again when nothing is cached", async () => {
    await storeFlightTicket('P2', 'FL100001', parsedInvoice(roundTripWire()));
    callOperation.mockRejectedValue(new NetworkError());
    show();
    expect(await screen.findByText('The ticket could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Tickets' })).toBeNull();
    answers(roundTripWire());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Tickets' })).toBeTruthy();
  });
});

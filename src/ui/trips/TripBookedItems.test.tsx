import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderScreen } from '../shared/screen-test-kit';
import { TripBookedItems } from './TripBookedItems';

interface LinkProps {
  to: string;
  params?: Record<string, string>;
  search?: Record<string, unknown>;
  children: React.ReactNode;
}
/** The router's Link as the address it would go to: the path with its params, then the search. */
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, params = {}, search, children, ...rest }: LinkProps) => {
    const path = Object.entries(params).reduce((p, [name, value]) => p.replace(`$${name}`, value), to);
    const query = search ? `?${new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)]))}` : '';
    return (
      <a href={`${path}${query}`} {...rest}>
        {children}
      </a>
    );
  },
}));
afterEach(cleanup);

const item = (itemtype: string, txid: string, status = 'booked') => ({
  itemid: `item-${itemtype}`,
  requestitemid: '',
  itemtype,
  totalamount: '1180.00',
  responseid: '',
  selected_json: '',
  addedon: '2026-11-21T10:00:00Z',
  addedby: '20001',
  tripid: '710001',
  status,
  txid,
  reftxid: '',
  corporateid: '1001',
  supplier: 'Travel Secure Silver',
});

describe('trip items', () => {
  it("links a booked insurance item's txid to its e-ticket, and leaves other txids as text", () => {
    renderScreen(<TripBookedItems items={[item('insurance', 'INS500001'), item('cab', 'TX71000102')]} />);
    expect(screen.getByRole('link', { name: 'INS500001' }).getAttribute('href')).toBe('/insurance/eticket/INS500001');
    expect(screen.getByText('TX71000102').closest('a')).toBeNull();
  });

  it("names a booked stay 'Hotel' and links its txid to the voucher, with 'Change dates' and 'Cancel' while booked", () => {
    renderScreen(
      <TripBookedItems
        items={[item('hotel', 'HTL700001'), { ...item('hotel', 'HTL700002', 'cancelled'), itemid: 'item-gone' }]}
      />,
    );
    const [booked, gone] = screen.getAllByRole('row').slice(1);
    const row = within(booked!);
    expect(row.getByText('Hotel')).toBeTruthy();
    expect(row.getByRole('link', { name: 'HTL700001' }).getAttribute('href')).toBe('/hotels/voucher/HTL700001');
    expect(row.getByRole('link', { name: 'Change dates of hotel booking HTL700001' }).getAttribute('href')).toBe(
      '/hotels/voucher/HTL700001?change=1',
    );
    expect(row.getByRole('link', { name: 'Cancel hotel booking HTL700001' }).getAttribute('href')).toBe(
      '/hotels/voucher/HTL700001?cancel=1',
    );
    expect(within(gone!).getByRole('link', { name: 'HTL700002' }).getAttribute('href')).toBe(
      '/hotels/voucher/HTL700002',
    );
    expect(within(gone!).queryByRole('link', { name: /Cancel hotel booking|Change dates/ })).toBeNull();
  });

  it('says a partly cancelled flight is "Partially cancelled" and still offers to cancel the travellers left', () => {
    renderScreen(
      <TripBookedItems
        items={[
          item('flight', 'FL900001', 'partiallycancelled'),
          { ...item('flight', 'FL900002', 'cancelled'), itemid: 'item-gone' },
        ]}
      />,
    );
    const [partly, gone] = screen.getAllByRole('row').slice(1);
    expect(within(partly!).getByText('Partially cancelled')).toBeTruthy();
    expect(within(partly!).getByRole('link', { name: 'Cancel flight FL900001' })).toBeTruthy();
    expect(within(gone!).getByText('Cancelled')).toBeTruthy();
    expect(within(gone!).queryByRole('link', { name: 'Cancel flight FL900002' })).toBeNull();
  });
});

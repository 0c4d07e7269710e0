import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderScreen } from '../shared/screen-test-kit';
import { TripBookedItems } from './TripBookedItems';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
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
    renderScreen(<TripBookedItems items={[item('insurance', 'INS500001'), item('hotel', 'TX71000102')]} />);
    expect(screen.getByRole('link', { name: 'INS500001' }).getAttribute('href')).toBe('/insurance/eticket/INS500001');
    expect(screen.getByText('TX71000102').closest('a')).toBeNull();
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

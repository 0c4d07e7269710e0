import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import type { OfflineHotelRequestRow } from '../../contract/offline-hotels/operations';
import { renderScreen } from '../shared/screen-test-kit';
import { HotelBookingFormPage } from './HotelBookingFormPage';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));

const REQUEST: OfflineHotelRequestRow = {
  requestitemid: 'r1', tripid: '710010', tripname: 'Pune audit', tripstatus: 'approved', travellerprofileid: '20001', travellername: 'Rahul Verma',
  itemtype: 'offlinehotel', city: 'Pune', preferred: 'Near Hinjewadi', checkin: '2026-12-10', checkout: '2026-12-12', rooms: '1', guests: '1',
  budgetpernight: '5000.00', notes: 'Late arrival', status: 'active', txid: '', staystatus: '', declinereason: '', requestedon: '2026-11-29T10:00:00.000Z',
};

/** Answers by action: the queue (open requests until one is booked), then the desk's changes. */
function serve(fulfil: () => Promise<unknown>) {
  let booked = false;
  callOperation.mockImplementation(async (op: { action: string }) => {
    if (op.action === 'getofflinehotelqueue') return { ApiStatus: { Status: 'OK', Message: '' }, list: booked ? [] : [REQUEST] };
    if (op.action === 'fulfilofflinehotel') {
      const answer = await fulfil();
      booked = true;
      return answer;
    }
    if (op.action === 'declineofflinehotel') return { ApiStatus: { Status: 'OK', Message: 'Request declined' } };
    throw new Error(`unexpected ${op.action}`);
  });
}

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

describe('HotelBookingFormPage', () => {
  it('books a queued request: prefilled stay, field problems named, GST shown, the server’s refusal shown, then booked', async () => {
    let refuse = true;
    serve(async () => {
      if (refuse) throw new ApiError(409, 'requestitemid: this request is already fulfilled');
      return { ApiStatus: { Status: 'OK', Message: 'Stay booked and added to the trip' }, itemid: 'i1', txid: 'OH12345ABCDE', totalamount: '9450.00', taxamount: '450.00' };
    });
    renderScreen(<HotelBookingFormPage />);
    const table = await screen.findByRole('table', { name: 'Offline hotel requests' });
    expect(within(table).getByText('Pune: Near Hinjewadi')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'Book the hotel request of Rahul Verma for Pune' }));

    const dialog = screen.getByRole('dialog', { name: 'Book a hotel for Rahul Verma' });
    expect((within(dialog).getByLabelText(/^City/) as HTMLInputElement).value).toBe('Pune');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book and add to trip' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Hotel name: required');

    await userEvent.type(within(dialog).getByLabelText(/^Hotel name/), 'Lakeview Residency');
    await userEvent.type(within(dialog).getByLabelText(/^Address/), '12 Lake Road');
    await userEvent.type(within(dialog).getByLabelText(/^Room type/), 'Deluxe');
    await userEvent.type(within(dialog).getByLabelText(/^Hotel's confirmation number/), 'LV-1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Room rate per night/ }), '4500');
    expect(within(dialog).getByRole('status').textContent).toBe('2 nights × 1 room: room ₹9,000 + GST ₹450 = ₹9,450');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book and add to trip' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('requestitemid: this request is already fulfilled');

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book and add to trip' }));
    expect(await screen.findByText('Stay booked and added to the trip: Lakeview Residency, confirmation LV-1 (OH12345ABCDE)')).toBeTruthy();
    const sent = callOperation.mock.calls.filter(([op]) => op.action === 'fulfilofflinehotel').at(-1)![1];
    expect(sent).toMatchObject({ tripid: '710010', requestitemid: 'r1', hotelname: 'Lakeview Residency', rooms: 1, guests: 1, amountkind: 'nightlyrate', amount: '4500', paidby: 'company' });
    expect(await screen.findByText('No hotel request is waiting for the travel desk.')).toBeTruthy();
  });

  it('declines a request only with a reason', async () => {
    serve(() => Promise.reject(new Error('not booked here')));
    renderScreen(<HotelBookingFormPage />);
    const table = await screen.findByRole('table', { name: 'Offline hotel requests' });
    await userEvent.click(within(table).getByRole('button', { name: 'Decline the hotel request of Rahul Verma for Pune' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Reason: say why, the traveller reads it');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Sold out');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('Request of Rahul Verma for Pune declined')).toBeTruthy();
    expect(callOperation.mock.calls.find(([op]) => op.action === 'declineofflinehotel')![1]).toEqual({ requestitemid: 'r1', reason: 'Sold out' });
  });
});

import { describe, expect, it } from 'vitest';
import type { DeskTrip, OfflineHotelRequestRow } from '../../contract/offline-hotels/operations';
import { formFromRequest, formFromTrip, formProblems, fulfilRequest, previewCharges } from './fulfil-form';

const REQUEST: OfflineHotelRequestRow = {
  requestitemid: 'r1', tripid: '710010', tripname: 'Pune audit', tripstatus: 'approved', travellerprofileid: '20001', travellername: 'Rahul Verma',
  itemtype: 'serviceapartment', city: 'Pune', preferred: 'Baner', checkin: '2026-12-10', checkout: '2026-12-13', rooms: '2', guests: '3',
  budgetpernight: '5000.00', notes: '', status: 'active', txid: '', staystatus: '', declinereason: '', requestedon: '2026-11-29T10:00:00.000Z',
};
const TRIP: DeskTrip = { tripid: '710011', tripname: 'Singapore summit', tripstatus: 'approved', travellerprofileid: '20001', travellername: 'Rahul Verma', destination: 'Singapore', destinationcountries: ['SG'], fromdate: '2026-12-01', todate: '2026-12-04' };

const filled = { hotelname: 'Baner Suites', address: '1 Baner Road', roomtype: 'Studio', confirmationno: 'BS-1', amount: '4500' };

describe('the desk form', () => {
  it("starts from the request's stay and names every missing field by its label", () => {
    const form = formFromRequest(REQUEST);
    expect(form).toMatchObject({ itemtype: 'serviceapartment', city: 'Pune', checkin: '2026-12-10', checkout: '2026-12-13', rooms: '2', guests: '3', abroad: false });
    expect(formProblems(form)).toEqual(['Hotel name: required', 'Address: required', 'Room type: required', 'Confirmation number: required', 'Amount: an amount like 4500 or 4500.50']);
    expect(formProblems({ ...form, ...filled, checkout: '2026-12-10', guests: '1' })).toEqual(['Check-out: must be after check-in', 'Guests: at least one guest per room']);
  });

  it('previews the GST per night exactly, or the total as entered', () => {
    const form = { ...formFromRequest(REQUEST), ...filled };
    // 4500.00 a night: 5 % GST, 225.00; 3 nights × 2 rooms.
    expect(previewCharges(form)).toMatchObject({ nights: 3, rooms: 2, basePaise: 2_700_000n, taxPaise: 135_000n, totalPaise: 2_835_000n, taxKnown: true });
    expect(previewCharges({ ...form, amount: '8000' })).toMatchObject({ taxPaise: 864_000n });
    expect(previewCharges({ ...form, amountkind: 'total', amount: '27000.55' })).toMatchObject({ totalPaise: 2_700_055n, taxKnown: false });
    expect(previewCharges({ ...form, amount: '45,00' })).toBeNull();
  });

  it('takes a trip abroad as a stay without GST, and sends numbers as numbers', () => {
    const form = formFromTrip(TRIP);
    expect(form).toMatchObject({ itemtype: 'offlinehotel', city: 'Singapore', checkin: '2026-12-01', checkout: '2026-12-04', abroad: true });
    expect(previewCharges({ ...form, ...filled })).toMatchObject({ taxPaise: 0n, totalPaise: 1_350_000n });
    const sent = fulfilRequest({ ...form, ...filled, amount: ' 4500 ' }, { tripid: TRIP.tripid, tripname: TRIP.tripname, travellername: TRIP.travellername, requestitemid: '' });
    expect(sent).toMatchObject({ tripid: '710011', requestitemid: '', rooms: 1, guests: 1, amount: '4500', paidby: 'company' });
  });
});

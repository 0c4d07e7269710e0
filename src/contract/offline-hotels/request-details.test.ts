import { describe, expect, it } from 'vitest';
import { offlineHotelRequestItemDetails, offlineHotelRequestProblems, readOfflineHotelRequest } from './request-details';

const STAY = { city: ' Pune ', preferred: 'Baner', checkin: '2026-12-10', checkout: '2026-12-12', rooms: '1', guests: '2', budgetpernight: '4500.50', notes: '' };

describe('an offline hotel request', () => {
  it('names each problem by the field the form labels', () => {
    expect(offlineHotelRequestProblems(STAY)).toEqual([]);
    expect(offlineHotelRequestProblems({ ...STAY, city: ' ', checkin: '', rooms: '0', guests: 'x', budgetpernight: '45,00' }).map((p) => p.message)).toEqual([
      'City: enter the city of the stay',
      'Check-in: choose a date',
      'Rooms: a number from 1 to 20',
      'Guests: a number from 1 to 60',
      'Budget per night: an amount like 4500 or 4500.50',
    ]);
    expect(offlineHotelRequestProblems({ ...STAY, checkout: '2026-12-10' })).toEqual([{ field: 'checkout', message: 'Check-out: must be after check-in' }]);
    expect(offlineHotelRequestProblems({ ...STAY, checkout: '2027-12-11' })).toEqual([{ field: 'checkout', message: 'Check-out: at most 365 nights' }]);
    expect(offlineHotelRequestProblems({ ...STAY, rooms: '3', guests: '2' })).toEqual([{ field: 'guests', message: 'Guests: at least one guest per room' }]);
  });

  it("is stored with the trip list's to and date, and read back from them", () => {
    const details = offlineHotelRequestItemDetails(STAY);
    expect(details).toMatchObject({ city: 'Pune', to: 'Pune', date: '2026-12-10', from: '' });
    expect(readOfflineHotelRequest(details)).toEqual({ ...STAY, city: 'Pune' });
    expect(readOfflineHotelRequest({ to: 'Goa', date: '2026-01-02', rooms: 2 })).toMatchObject({ city: 'Goa', checkin: '2026-01-02', rooms: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { decodeHotelQuery, encodeHotelQuery, guestsSummary } from './hotel-query';

describe('hotel search in the URL', () => {
  it('round-trips a search with rooms and children', () => {
    const query = {
      placeid: 'in-bengaluru.whitefield',
      checkin: '2099-12-14',
      checkout: '2099-12-16',
      rooms: [
        { adults: 2, childages: [5, 9] },
        { adults: 1, childages: [] },
      ],
    };
    const text = encodeHotelQuery(query);
    expect(text).toBe('in-bengaluru.whitefield;2099-12-14;2099-12-16;2-5-9_1');
    expect(decodeHotelQuery(text)).toEqual(query);
    expect(guestsSummary(query.rooms)).toBe('2 rooms · 3 adults, 2 children');
  });

  it.each([
    [''],
    ['in-bengaluru;2099-12-14;2099-12-16'],
    ['In Bengaluru;2099-12-14;2099-12-16;1'],
    ['in-bengaluru;2099-02-30;2099-03-02;1'],
    ['in-bengaluru;2099-12-16;2099-12-16;1'],
    ['in-bengaluru;2099-12-01;2100-01-01;1'],
    ['in-bengaluru;2099-12-14;2099-12-16;0'],
    ['in-bengaluru;2099-12-14;2099-12-16;5'],
    ['in-bengaluru;2099-12-14;2099-12-16;2-18'],
    ['in-bengaluru;2099-12-14;2099-12-16;2-1-2-3-4'],
    ['in-bengaluru;2099-12-14;2099-12-16;1_1_1_1_1_1_1'],
  ])('refuses %j', (text) => {
    expect(decodeHotelQuery(text)).toBeNull();
  });
});

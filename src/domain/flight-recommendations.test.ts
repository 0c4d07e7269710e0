import { describe, expect, it } from 'vitest';
import { summary } from './flight-filters.fixtures';
import { recommendFlights } from './flight-recommendations';

/* Recommendations of one list: Cheapest, Fastest, Best value, reasons, no duplicates, preferences. */

const cheapSlow = summary({
  key: 'cheap',
  carrier: '6E',
  departs: '06:00',
  duration: 300,
  stops: 1,
  fares: ['4000.00'],
});
const fastDear = summary({ key: 'fast', carrier: 'AI', departs: '13:00', duration: 120, fares: ['9000.00'] });
const balanced = summary({ key: 'mid', carrier: 'UK', departs: '18:00', duration: 150, fares: ['5234.00'] });

const picks = (offers = [cheapSlow, fastDear, balanced], prefs?: string) =>
  recommendFlights(offers, prefs).map((r) => [r.kind, r.flightkey]);

describe('recommendFlights', () => {
  it('picks the cheapest, the fastest and the best value, with reasons', () => {
    const recs = recommendFlights([fastDear, balanced, cheapSlow]);
    expect(recs.map((r) => [r.kind, r.label, r.flightkey, r.farekey, r.totalfare])).toEqual([
      ['cheapest', 'Cheapest', 'cheap', 'F0-4000.00', '4000.00'],
      ['fastest', 'Fastest', 'fast', 'F0-9000.00', '9000.00'],
      ['bestvalue', 'Best value', 'mid', 'F0-5234.00', '5234.00'],
    ]);
    expect(recs[0]!.reason).toMatch(/^₹1,234 less than the next cheapest \(.+\)$/);
    expect(recs[1]!.reason).toMatch(/^30 min shorter than the next fastest/);
    expect(recs[2]!.reason).toBe(
      'The best balance of price and time: ₹1,234 more than the cheapest, 30 min longer than the fastest',
    );
  });

  it('recommends a flight once when it wins several picks, saying so', () => {
    const both = summary({ key: 'both', duration: 100, fares: ['3000.00'] });
    const recs = recommendFlights([cheapSlow, both, fastDear]);
    expect(recs).toHaveLength(1);
    expect(recs[0]).toMatchObject({
      kind: 'cheapest',
      kinds: ['cheapest', 'fastest', 'bestvalue'],
      label: 'Cheapest, fastest and best value',
    });
    expect(recs[0]!.reason).toContain('₹1,000 less than the next cheapest');
    expect(recs[0]!.reason).toContain('20 min shorter than the next fastest');
    expect(new Set(recs.map((r) => r.flightkey)).size).toBe(recs.length);
  });

  it('is deterministic and answers nothing for no flights', () => {
    expect(recommendFlights([])).toEqual([]);
    expect(recommendFlights([cheapSlow, fastDear, balanced])).toEqual(
      recommendFlights([balanced, fastDear, cheapSlow]),
    );
    const single = recommendFlights([cheapSlow]);
    expect(single).toHaveLength(1);
    expect(single[0]!.reason).toContain('The only flight that fits');
  });

  it('narrows by preferences when some flight fits, and puts the preferred pick first', () => {
    expect(picks(undefined, 'nonstop')).toEqual([
      ['cheapest', 'mid'],
      ['fastest', 'fast'],
    ]);
    expect(picks(undefined, 'morning')).toEqual([['cheapest', 'cheap']]);
    expect(picks(undefined, 'fastest')[0]).toEqual(['fastest', 'fast']);
    // Nobody flies at night: the preference is dropped rather than answering nothing.
    expect(picks([cheapSlow, fastDear], 'evening, unknownword')).toEqual(picks([cheapSlow, fastDear]));
  });

  it('recommends the refundable fare when asked', () => {
    const twoFares = summary({ key: 'two', fares: ['3000.00', '3500.00'] });
    const [rec] = recommendFlights([twoFares], 'refundable');
    expect(rec).toMatchObject({ flightkey: 'two', farekey: 'F1-3500.00', totalfare: '3500.00' });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type FeedbackTrip,
  RATINGS_REQUIRED,
  isValidRating,
  mayPrompt,
  overallRating,
  promptTrip,
  ratingProblem,
  ratingsMessage,
  recentFeedbackFrom,
  tripViewPath,
} from './feedback';

const trip = (tripid: string, fromdate: string, todate = fromdate, tripname = `Trip ${tripid}`): FeedbackTrip => ({
  tripid,
  tripname,
  destination: 'Mumbai',
  fromdate,
  todate,
});
const facts = (trips: FeedbackTrip[], extra: Partial<Parameters<typeof promptTrip>[0]> = {}) => ({
  specialclient: true,
  role: 'employee' as const,
  dismissed: false,
  today: '2026-03-01',
  trips,
  ...extra,
});

describe('who is prompted (docs/product.md#trip-feedback, docs/product.md#roles)', () => {
  it('prompts a special client’s user who has not dismissed it', () => {
    expect(mayPrompt({ specialclient: true, role: 'employee', dismissed: false })).toBe(true);
    expect(mayPrompt({ specialclient: true, role: 'travelmanager', dismissed: false })).toBe(true);
  });

  it.each([
    ['another company’s user', { specialclient: false, role: 'employee' as const, dismissed: false }],
    ['a travel admin', { specialclient: true, role: 'traveladmin' as const, dismissed: false }],
    ['a user who chose Do it later', { specialclient: true, role: 'employee' as const, dismissed: true }],
  ])('never prompts %s', (_, who) => {
    expect(mayPrompt(who)).toBe(false);
    expect(promptTrip(facts([trip('710001', '2026-01-10')], who))).toBeNull();
  });
});

describe('which trip is chosen', () => {
  it('takes the most recent by travel date, whatever the order received', () => {
    const trips = [
      trip('710001', '2025-09-01'),
      trip('710003', '2026-02-01', '2026-02-03'),
      trip('710002', '2025-12-24'),
    ];
    expect(promptTrip(facts(trips))?.tripid).toBe('710003');
    expect(promptTrip(facts([...trips].reverse()))?.tripid).toBe('710003');
  });

  it('skips unsynced drafts (an id with a dash)', () => {
    const trips = [trip('draft-5f0c', '2026-02-20'), trip('710001', '2026-02-10')];
    expect(promptTrip(facts(trips))?.tripid).toBe('710001');
  });

  it('keeps only trips travelled after 2025-07-31', () => {
    const august = { today: '2025-08-20' };
    expect(promptTrip(facts([trip('710001', '2025-07-31', '2025-08-05')], august))).toBeNull();
    expect(promptTrip(facts([trip('710002', '2025-08-01')], august))?.tripid).toBe('710002');
  });

  it('keeps only trips that ended within the last 30 days (issue 15)', () => {
    // 2026-03-01 less 30 days is 2026-01-30.
    expect(recentFeedbackFrom('2026-03-01')).toBe('2026-01-30');
    expect(promptTrip(facts([trip('710001', '2026-01-25', '2026-01-29')]))).toBeNull();
    expect(promptTrip(facts([trip('710001', '2026-01-25', '2026-01-30')]))?.tripid).toBe('710001');
  });

  it('keeps only trips that ended before today', () => {
    expect(promptTrip(facts([trip('710001', '2026-02-27', '2026-03-01')]))).toBeNull();
    expect(promptTrip(facts([trip('710001', '2026-02-27', '2026-02-28')]))?.tripid).toBe('710001');
  });

  it('stays closed without trips', () => {
    expect(promptTrip(facts([]))).toBeNull();
  });

  it('chooses the same trip for every order of the same list', () => {
    const day = fc
      .integer({ min: 0, max: 400 })
      .map((n) => new Date(Date.UTC(2025, 6, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const arbTrip = fc
      .record({ id: fc.integer({ min: 700_000, max: 700_050 }), from: day })
      .map(({ id, from }) => trip(String(id), from));
    const listAndShuffle = fc
      .uniqueArray(arbTrip, { selector: (t) => t.tripid })
      .chain((trips) =>
        fc.tuple(fc.constant(trips), fc.shuffledSubarray(trips, { minLength: trips.length, maxLength: trips.length })),
      );
    fc.assert(
      fc.property(listAndShuffle, ([trips, shuffled]) => {
        expect(promptTrip(facts(shuffled))).toEqual(promptTrip(facts(trips)));
      }),
    );
  });
});

describe('ratings (docs/product.md#validation-rules, docs/product.md#constants-and-code-tables)', () => {
  it('asks for both ratings with the spec’s message', () => {
    expect(ratingsMessage(0, 4)).toBe(RATINGS_REQUIRED);
    expect(ratingsMessage(3.5, 0)).toBe(RATINGS_REQUIRED);
    expect(ratingsMessage(0, 0)).toBe('Please provide ratings for both booking and travel arrangements.');
    expect(ratingsMessage(0.5, 5)).toBeNull();
  });

  it('accepts half steps from 0.5 to 5 and names what is wrong otherwise', () => {
    expect([0.5, 1, 2.5, 5].every(isValidRating)).toBe(true);
    expect(ratingProblem(0)).toBe('must be between 0.5 and 5');
    expect(ratingProblem(5.5)).toBe('must be between 0.5 and 5');
    expect(ratingProblem(Number.NaN)).toBe('must be between 0.5 and 5');
    expect(ratingProblem(3.25)).toBe('must be in steps of 0.5');
    expect(ratingProblem(4.3)).toBe('must be in steps of 0.5');
  });

  it('averages the two exactly, quarters included', () => {
    expect(overallRating(4.5, 4)).toBe(4.25);
    expect(overallRating(5, 0.5)).toBe(2.75);
    expect(overallRating(3, 3)).toBe(3);
  });

  const half = fc.integer({ min: 1, max: 10 }).map((n) => n / 2);

  it('the average lies between the two, is symmetric, and is a whole number of quarters', () => {
    fc.assert(
      fc.property(half, half, (a, b) => {
        const overall = overallRating(a, b);
        expect(overall).toBeGreaterThanOrEqual(Math.min(a, b));
        expect(overall).toBeLessThanOrEqual(Math.max(a, b));
        expect(overallRating(b, a)).toBe(overall);
        expect(Number.isInteger(overall * 4)).toBe(true);
        // Exact: doubling gives back the sum with no floating-point drift.
        expect(overall * 2).toBe(a + b);
      }),
    );
  });

  it('equal ratings average to themselves, and the average of valid ratings is on the scale', () => {
    fc.assert(
      fc.property(half, half, (a, b) => {
        expect(overallRating(a, a)).toBe(a);
        const overall = overallRating(a, b);
        expect(overall >= 0.5 && overall <= 5).toBe(true);
      }),
    );
  });

  it('every valid rating is a half step on the scale', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 6, noNaN: true }), (x) => {
        expect(isValidRating(x)).toBe(x >= 0.5 && x <= 5 && Number.isInteger(x * 2));
      }),
    );
  });
});

it('links to the trip view', () => {
  expect(tripViewPath('710001')).toBe('/pre-trip-flow/view/710001');
});

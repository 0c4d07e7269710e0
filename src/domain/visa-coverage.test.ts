import { describe, expect, it } from 'vitest';
import { type VisaOnRecord, flightStays, needsVisa, visaWarningText, visaWarnings } from './visa-coverage';

const stay = (country: string, fromdate = '2026-05-10', todate = '2026-05-20') => ({ country, fromdate, todate });
const visa = (country: string, status: VisaOnRecord['status'], validfrom = '2026-01-01', validto = '2026-12-31'): VisaOnRecord => ({ country, status, validfrom, validto });
const kinds = (home: string, stays: ReturnType<typeof stay>[], visas: VisaOnRecord[]) => visaWarnings(home, stays, visas).map((w) => `${w.country}:${w.kind}`);

describe('visaWarnings', () => {
  it('needs no visa for the home country only, whatever the case', () => {
    expect(needsVisa('in', 'IN')).toBe(false);
    expect(needsVisa('GB', 'IN')).toBe(true);
    expect(kinds('IN', [stay('IN'), stay('in')], [])).toEqual([]);
  });

  it('is satisfied by a verified visa over the whole stay, both ends counted', () => {
    expect(kinds('IN', [stay('GB')], [visa('gb', 'verified', '2026-05-10', '2026-05-20')])).toEqual([]);
  });

  it('names the most hopeful record when the stay is not covered', () => {
    expect(kinds('IN', [stay('GB')], [])).toEqual(['GB:novisa']);
    expect(kinds('IN', [stay('GB')], [visa('GB', 'rejected')])).toEqual(['GB:rejected']);
    expect(kinds('IN', [stay('GB')], [visa('GB', 'verified', '2026-05-15', '2026-12-31'), visa('GB', 'rejected')])).toEqual(['GB:notcovering']);
    expect(kinds('IN', [stay('GB')], [visa('GB', 'verified', '2025-01-01', '2025-12-31'), visa('GB', 'pending')])).toEqual(['GB:pending']);
    // Another country's visa does not count.
    expect(kinds('IN', [stay('GB')], [visa('FR', 'verified')])).toEqual(['GB:novisa']);
  });

  it('gives one warning per country and reason, over the first to the last uncovered day', () => {
    const warnings = visaWarnings('IN', [stay('GB', '2026-05-01', '2026-05-03'), stay('FR', '2026-05-03', '2026-05-06'), stay('GB', '2026-05-06', '2026-05-09')], []);
    expect(warnings).toEqual([
      { country: 'GB', fromdate: '2026-05-01', todate: '2026-05-09', kind: 'novisa' },
      { country: 'FR', fromdate: '2026-05-03', todate: '2026-05-06', kind: 'novisa' },
    ]);
  });

  it('says each warning in words, with the country and the dates', () => {
    const [warning] = visaWarnings('IN', [stay('GB')], [visa('GB', 'verified', '2026-05-12', '2026-12-31')]);
    expect(visaWarningText(warning!, 'United Kingdom')).toBe('The verified visa for United Kingdom does not cover the travel dates (10–20 May 2026).');
    expect(visaWarningText({ ...warning!, kind: 'novisa' }, 'United Kingdom')).toBe('No visa for United Kingdom is recorded (travel 10–20 May 2026).');
  });
});

describe('flightStays', () => {
  const countries: Record<string, string> = { BOM: 'IN', DXB: 'AE', LHR: 'GB', CDG: 'FR' };
  const countryOf = (airport: string) => countries[airport] ?? '';
  const leg = (destination: string, departure: string, arrival: string, layover = 0) => ({ destination, departure, arrival, layover });

  it('stays from the last arrival of a journey until the next flight; a connection is a transit', () => {
    const legs = [
      leg('DXB', '2026-05-01T02:00', '2026-05-01T04:00', 180),
      leg('LHR', '2026-05-01T07:00', '2026-05-01T11:30'),
      leg('BOM', '2026-05-09T21:00', '2026-05-10T11:00'),
    ];
    expect(flightStays(legs, countryOf)).toEqual([stay('GB', '2026-05-01', '2026-05-09'), stay('IN', '2026-05-10', '2026-05-10')]);
  });

  it('takes the arrival day alone after a one-way flight, sorts by departure, and drops unknown airports', () => {
    expect(flightStays([leg('CDG', '2026-06-03T10:00', '2026-06-03T12:00'), leg('LHR', '2026-06-01T08:00', '2026-06-01T09:00'), leg('XXX', '2026-06-05T08:00', '2026-06-05T09:00')], countryOf)).toEqual([
      stay('GB', '2026-06-01', '2026-06-03'),
      stay('FR', '2026-06-03', '2026-06-05'),
    ]);
  });
});

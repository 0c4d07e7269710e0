import { describe, expect, it } from 'vitest';
import { prepaidField, windowFields } from './dashboard-request';
import { resolveDashboardFilter, validateDashboardSearch } from './dashboard-search-params';

// 2026-03-01 20:00 UTC is already 2 March in India.
const NOW = new Date('2026-03-01T20:00:00Z');

describe('dashboard search params', () => {
  it('defaults to tomorrow back to 90 days before, India days, booking dates, all travel', () => {
    expect(resolveDashboardFilter(validateDashboardSearch({}), NOW)).toEqual({ from: '2025-12-03', to: '2026-03-03', datetype: 'booking', scope: 'all' });
  });

  it('keeps valid values and drops malformed ones', () => {
    expect(validateDashboardSearch({ from: '2026-01-01', to: 'soon', datetype: 'travel', scope: 'moon' })).toEqual({ from: '2026-01-01', datetype: 'travel' });
    // Days out of order: the default window.
    expect(resolveDashboardFilter({ from: '2026-05-01', to: '2026-04-01' }, NOW)).toMatchObject({ from: '2025-12-03', to: '2026-03-03' });
  });

  it('turns the filter into the calls’ window and searchcriteria', () => {
    expect(windowFields({ from: '2026-01-01', to: '2026-01-31', datetype: 'travel', scope: 'international' })).toEqual({
      fromdate: '2026-01-01',
      todate: '2026-01-31',
      searchcriteria: '{"datetype":"travel","domint":"international"}',
    });
    expect(JSON.parse(windowFields({ from: '2026-01-01', to: '2026-01-31', datetype: 'booking', scope: 'all' }).searchcriteria)).toEqual({ datetype: 'booking', domint: '' });
  });

  it('keeps the picks beyond the window, each only when well formed', () => {
    const search = validateDashboardSearch({ department: 'DEP1', costcentre: '', project: 'x'.repeat(65), traveller: 20002, prepaid: true });
    expect(search).toEqual({ department: 'DEP1', traveller: '20002', prepaid: true });
    expect(validateDashboardSearch({ prepaid: 'true', costcentre: ' CC1 ' })).toEqual({ costcentre: 'CC1', prepaid: true });
    // Only "on" is written: off, or anything else, is the default.
    expect(validateDashboardSearch({ prepaid: 'yes', department: { id: 'DEP1' }, traveller: 1.5 })).toEqual({});
    expect(resolveDashboardFilter({ department: 'DEP1', prepaid: true }, NOW)).toEqual({ from: '2025-12-03', to: '2026-03-03', datetype: 'booking', scope: 'all', department: 'DEP1', prepaid: true });
  });

  it('puts the picks into searchcriteria under the contract’s names, empty ones left out', () => {
    const filter = { from: '2026-01-01', to: '2026-01-31', datetype: 'booking', scope: 'domestic', department: 'DEP1', costcentre: 'CC1', project: '', traveller: '20002', prepaid: true } as const;
    expect(JSON.parse(windowFields(filter).searchcriteria)).toEqual({ datetype: 'booking', domint: 'domestic', department: 'DEP1', costcentre: 'CC1', profileid: '20002' });
    expect(prepaidField(filter)).toEqual({ prepaid: true });
    expect(prepaidField({ ...filter, prepaid: undefined })).toEqual({ prepaid: false });
  });
});

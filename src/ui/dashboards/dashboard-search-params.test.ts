import { describe, expect, it } from 'vitest';
import { windowFields } from './dashboard-request';
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
});

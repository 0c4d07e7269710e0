import { describe, expect, it } from 'vitest';
import { defaultTravellerWindow, resolveTravellerWindow, validateTravellerSearch } from './traveller-dashboard-search';

// 29 Nov 2026, 20:00 UTC: already 30 Nov in India.
const NOW = new Date('2026-11-29T20:00:00Z');

describe('the traveller dashboard window in the URL', () => {
  it('defaults to the server’s twelve months: today (India) back to the first of the eleventh month before', () => {
    expect(defaultTravellerWindow(NOW)).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(defaultTravellerWindow(new Date('2026-01-15T06:00:00Z'))).toEqual({ from: '2025-02-01', to: '2026-01-15' });
  });

  it('keeps a well-formed window, drops anything else, and falls back when the days are out of order', () => {
    expect(validateTravellerSearch({ from: '2026-01-01', to: 'soon', scope: 'domestic' })).toEqual({ from: '2026-01-01' });
    expect(resolveTravellerWindow({ from: '2026-01-01' }, NOW)).toEqual({ from: '2026-01-01', to: '2026-11-30' });
    expect(resolveTravellerWindow({ from: '2026-05-01', to: '2026-04-01' }, NOW)).toEqual(defaultTravellerWindow(NOW));
  });
});

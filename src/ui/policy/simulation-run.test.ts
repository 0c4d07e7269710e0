import { describe, expect, it } from 'vitest';
import { simulationWindows } from './simulation-run';

describe('simulationWindows', () => {
  it('covers the 90 days ending today in ten 9-day windows, oldest first, with no gap or overlap', () => {
    const windows = simulationWindows('2026-03-31');
    expect(windows).toHaveLength(10);
    expect(windows[0]).toEqual({ fromdate: '2026-01-01', todate: '2026-01-09' });
    expect(windows[9]).toEqual({ fromdate: '2026-03-23', todate: '2026-03-31' });
    for (let i = 1; i < windows.length; i++)
      expect(new Date(windows[i]!.fromdate).getTime() - new Date(windows[i - 1]!.todate).getTime()).toBe(86_400_000);
  });
});

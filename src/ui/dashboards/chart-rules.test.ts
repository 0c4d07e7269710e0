import { describe, expect, it } from 'vitest';
import { barValue, chartHeight, rupeeBar } from './chart-rules';

describe('chart rules', () => {
  it('sizes a bar chart by its number of items', () => {
    expect([0, 1, 5].map(chartHeight)).toEqual([300, 300, 300]);
    expect([6, 10].map(chartHeight)).toEqual([400, 400]);
    expect([11, 20].map(chartHeight)).toEqual([600, 600]);
    expect([21, 30].map(chartHeight)).toEqual([735, 1050]);
  });

  it('rounds values and leaves zero empty', () => {
    expect(barValue(3.4)).toBe(3);
    expect(barValue(3.5)).toBe(4);
    expect(barValue(0)).toBeNull();
    expect(barValue(0.4)).toBeNull();
    expect(rupeeBar('1234.50')).toBe(1235);
    expect(rupeeBar('1234.49')).toBe(1234);
    expect(rupeeBar('0.00')).toBeNull();
  });
});

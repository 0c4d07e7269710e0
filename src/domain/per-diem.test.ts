import { describe, expect, it } from 'vitest';
import type { LocationGroupMembers } from './location-groups';
import { type PerDiemRate, dailyTotal, perDiemCeiling, perDiemRateFor } from './per-diem';

const metros: LocationGroupMembers = { groupid: 'LGM', groupname: 'Metro cities', countries: [], cities: ['IN:Mumbai', 'IN:Delhi'] };
const schengen: LocationGroupMembers = { groupid: 'LGS', groupname: 'Schengen', countries: ['FR', 'DE'], cities: [] };
const capitals: LocationGroupMembers = { groupid: 'LGC', groupname: 'Capitals', countries: [], cities: ['IN:Delhi', 'FR:Paris'] };
const groups = [metros, schengen, capitals];

const rate = (name: string, locationtype: PerDiemRate['locationtype'], locationgroupid: string, currency: string, lodging: bigint, meals: bigint, incidentals: bigint) => ({
  name,
  locationtype,
  locationgroupid,
  currency,
  lodging,
  meals,
  incidentals,
});
const metro = rate('metro', 'group', 'LGM', 'INR', 6_000_00n, 2_000_00n, 500_00n);
const capital = rate('capital', 'group', 'LGC', 'INR', 7_000_00n, 1_000_00n, 0n);
const schengenRate = rate('schengen', 'group', 'LGS', 'EUR', 150_00n, 60_00n, 20_00n);
const domestic = rate('domestic', 'domestic', '', 'INR', 4_000_00n, 1_500_00n, 500_00n);
const international = rate('international', 'international', '', 'USD', 150_00n, 60_00n, 20_00n);
const plan = [metro, schengenRate, domestic, international];

const at = (countrycode: string, city = '') => ({ countrycode, city });

describe('perDiemRateFor', () => {
  it('takes the row of a location group holding the place, by its city or its country', () => {
    expect(perDiemRateFor(plan, groups, at('IN', 'Mumbai'), true)).toBe(metro);
    expect(perDiemRateFor(plan, groups, at('fr', 'Lyon'), false)).toBe(schengenRate);
    expect(perDiemRateFor(plan, groups, at('DE'), false)).toBe(schengenRate);
  });

  it('falls back to domestic or international elsewhere, else none', () => {
    expect(perDiemRateFor(plan, groups, at('IN', 'Pune'), true)).toBe(domestic);
    expect(perDiemRateFor(plan, groups, at('SG', 'Singapore'), false)).toBe(international);
    expect(perDiemRateFor([metro], groups, at('IN', 'Pune'), true)).toBeNull();
    expect(perDiemRateFor([], groups, at('IN', 'Mumbai'), true)).toBeNull();
    // A row whose location group the company no longer has matches nothing.
    expect(perDiemRateFor([metro, domestic], [schengen], at('IN', 'Mumbai'), true)).toBe(domestic);
  });

  it('takes the highest daily total when several groups hold the place, compared in rupees; the first on a tie', () => {
    // Delhi is a metro (₹8,500) and a capital (₹8,000).
    expect(perDiemRateFor([capital, metro], groups, at('IN', 'Delhi'), true)).toBe(metro);
    // Paris: Schengen EUR 230 (₹21,390) beats the capitals' ₹8,000 though its figure is smaller.
    expect(perDiemRateFor([capital, schengenRate], groups, at('FR', 'Paris'), false)).toBe(schengenRate);
    const twin = { ...metro, name: 'twin', locationgroupid: 'LGC' };
    expect(perDiemRateFor([metro, twin], groups, at('IN', 'Delhi'), true)).toBe(metro);
  });

  it('adds up the daily total', () => {
    expect(dailyTotal(metro)).toBe(8_500_00n);
  });
});

describe('perDiemCeiling', () => {
  it('is the daily rate in the wanted currency times the days', () => {
    expect(perDiemCeiling(plan, groups, [{ place: at('IN', 'Mumbai'), domestic: true }], 3, 'INR')).toEqual({
      row: metro,
      destination: { place: at('IN', 'Mumbai'), domestic: true },
      perday: 8_500_00n,
      amount: 25_500_00n,
    });
    // USD 230 a day in rupees at 85.
    expect(perDiemCeiling(plan, groups, [{ place: at('SG'), domestic: false }], 2, 'INR')).toMatchObject({ row: international, perday: 19_550_00n, amount: 39_100_00n });
  });

  it('counts the destination with the highest rate for every day, passing over those without one', () => {
    const trip = [
      { place: at('SG'), domestic: false },
      { place: at('FR', 'Paris'), domestic: false },
    ];
    // EUR 230 = ₹21,390 = USD 251.647… → 251.65.
    expect(perDiemCeiling(plan, groups, trip, 4, 'USD')).toMatchObject({ row: schengenRate, perday: 251_65n, amount: 1_006_60n });
    expect(perDiemCeiling([metro], groups, [{ place: at('IN', 'Pune'), domestic: true }, { place: at('IN', 'Delhi'), domestic: true }], 1, 'INR')).toMatchObject({ row: metro });
    expect(perDiemCeiling([metro], groups, [{ place: at('IN', 'Pune'), domestic: true }], 5, 'INR')).toBeNull();
    expect(perDiemCeiling(plan, groups, [], 5, 'INR')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { priceExtras } from '../../../domain/flight-extras';
import { buildCatalogue, seatName, segmentTabs, toggleSeat, withChoice } from './extras-model';
import { repriced, seatMapFor, ssrFor } from './extras-test-kit';

/** An international round trip's combined fare: BLR→DXB→LHR out, LHR→BLR back. */
function combined() {
  const fare = repriced('BLR', 'DXB', '501', 'INT-1');
  const [first] = fare.offer.segments;
  fare.offer.segments = [
    first!,
    { ...first!, origin: 'DXB', destination: 'LHR', carrier: 'EK', flightnumber: '1' },
    { ...first!, tripnumber: 2, origin: 'LHR', destination: 'BLR', carrier: 'AI', flightnumber: '132' },
  ];
  return fare;
}

describe('extras model', () => {
  it('names one tab per segment, counting segmentindex within each trip and selectedindex per fare', () => {
    const tabs = segmentTabs([combined(), repriced('BLR', 'GOI', '77', 'DOM-2')]);
    expect(tabs.map(({ key, label }) => [key, label])).toEqual([
      ['0-1-0', 'BLR → DXB · 6E 501'],
      ['0-1-1', 'DXB → LHR · EK 1'],
      ['0-2-0', 'LHR → BLR · AI 132'],
      ['1-1-0', 'BLR → GOI · 6E 77'],
    ]);
  });

  it('builds a catalogue priceExtras accepts, with no segments for a fare not yet loaded', () => {
    const a = repriced('BLR', 'DEL', '2134', 'PAID-1');
    const b = repriced('DEL', 'BLR', '2135', 'PAID-2');
    const catalogue = buildCatalogue([a, b], { 'PAID-1': { ssr: ssrFor(a), seatmaps: [seatMapFor(a)] } });
    expect(catalogue[0]!.segments[0]!.seats).toHaveLength(180);
    expect(catalogue[1]!.segments).toEqual([]);
    const ref = { selectedindex: 0, tripnumber: 1 as const, segmentindex: 0 };
    let sel = withChoice([], ref, 0, 'meal', 'N');
    sel = toggleSeat(sel, ref, 0, '12A');
    expect(priceExtras(catalogue, sel, ['ADT'])).toMatchObject({ ok: true, totalPaise: 34999n + 35000n });
    expect(toggleSeat(sel, ref, 0, '12A')).toEqual([{ ...ref, paxindex: 0, ssrtype: 'meal', code: 'N' }]);
    expect(
      priceExtras(catalogue, [{ ...ref, selectedindex: 1, paxindex: 0, ssrtype: 'meal', code: 'V' }], ['ADT']).ok,
    ).toBe(false);
  });

  it('names seats with their kind and price, free, taken, or another traveller’s', () => {
    const seat = { seatno: '12A', kind: 'window', amount: '350.00', available: true };
    expect(seatName(seat)).toBe('Seat 12A, window, ₹350');
    expect(seatName({ ...seat, amount: '0.00' })).toBe('Seat 12A, window, free');
    expect(seatName({ ...seat, available: false })).toBe('Seat 12A, window, taken');
    expect(seatName(seat, 'Ravi Rao')).toBe('Seat 12A, window, ₹350, chosen for Ravi Rao');
  });
});

import { describe, expect, it } from 'vitest';
import { hotelRates } from '../../server/suppliers/hotelier/availability';
import {
  CANCELLATION_TIERS,
  HOTEL_CONFIRMATION_DELAY_MS,
  cancellationPenalty,
  checkInAt,
  confirmedAt,
} from '../../server/suppliers/hotelier/cancellation';
import { hotelByCode } from '../../server/suppliers/hotelier/catalogue';
import { stayCharges } from '../../server/suppliers/hotelier/charges';
import type { HotelRate } from '../../server/suppliers/hotelier/rates';
import type { Stay } from '../../server/suppliers/hotelier/stay';

const TODAY = '2026-11-29';
const stay: Stay = {
  checkin: '2026-12-10',
  checkout: '2026-12-12',
  rooms: [
    { adults: 2, childages: [] },
    { adults: 2, childages: [] },
  ],
};
const rateAt = (hotelcode: string, refundable = true): HotelRate => {
  const answer = hotelRates(hotelcode, stay, TODAY);
  if (!('rates' in answer)) throw new Error(JSON.stringify(answer));
  return answer.rates.find((r) => r.refundable === refundable)!;
};
/** A rate of an Indian hotel with these nightly room values (paise), for the slab boundaries. */
const withNights = (rate: HotelRate, nights: bigint[][]): HotelRate => ({
  ...rate,
  nights: nights.map((rooms, i) => ({ night: `2026-12-1${i}`, rooms })),
  base: nights.flat().reduce((a, b) => a + b, 0n),
});

describe('sandbox hotelier: charges and GST (docs/sandbox-hotels.md "GST")', () => {
  it('taxes each room night by its slab: ₹7,500 at 5 %, ₹7,500.01 at 18 %', () => {
    const rate = withNights(rateAt('in-bengaluru-0002'), [
      [750_000n, 750_001n],
      [500_000n, 1_000_000n],
    ]);
    const charges = stayCharges(rate);
    expect(charges.sac).toBe('9963');
    expect(charges.nights[0]!.rooms).toEqual([
      { base: 750_000n, gstpercent: 5, tax: 37_500n },
      { base: 750_001n, gstpercent: 18, tax: 135_000n },
    ]);
    expect(charges.nights[0]).toMatchObject({ base: 1_500_001n, tax: 172_500n, total: 1_672_501n });
    expect(charges.nights[1]).toMatchObject({ base: 1_500_000n, tax: 205_000n, total: 1_705_000n });
    expect(charges).toMatchObject({ base: 3_000_001n, tax: 377_500n, total: 3_377_501n });
  });

  it('adds up a real rate exactly', () => {
    const rate = rateAt('in-mumbai-0010');
    const charges = stayCharges(rate);
    expect(charges.base).toBe(rate.base);
    expect(charges.total).toBe(charges.nights.reduce((sum, n) => sum + n.total, 0n));
    expect(charges.tax).toBeGreaterThan(0n);
  });

  it('charges no Indian GST on a stay abroad', () => {
    const charges = stayCharges(rateAt('gb-london-0010'));
    expect(charges.sac).toBeNull();
    expect(charges.tax).toBe(0n);
    expect(charges.total).toBe(charges.base);
  });
});

describe('sandbox hotelier: cancellation (docs/sandbox-hotels.md "Cancellation")', () => {
  const HOUR = 3_600_000;
  const rate = withNights(rateAt('in-bengaluru-0002'), [[400_000n], [400_000n]]);
  // Two nights at ₹4,000 + 5 % GST: ₹8,400.
  const total = 840_000n;
  const checkIn = checkInAt(rate);
  const at = (hoursBefore: number, ms = 0) => new Date(checkIn.getTime() - hoursBefore * HOUR - ms);

  it('checks in at the hotel’s check-in time, local time', () => {
    const { checkintime } = hotelByCode(rate.hotelcode)!;
    expect(checkIn.getTime()).toBe(Date.parse(`2026-12-10T${checkintime}:00+05:30`));
    const london = rateAt('gb-london-0010');
    expect(checkInAt(london).getTime()).toBe(
      Date.parse(`2026-12-10T${hotelByCode(london.hotelcode)!.checkintime}:00Z`),
    );
  });

  it('keeps nothing from 72 hours before check-in, half from 24 hours, all inside 24 hours or after', () => {
    expect(cancellationPenalty(rate, at(100), checkIn)).toMatchObject({ percent: 0, penalty: 0n, refund: total });
    expect(cancellationPenalty(rate, at(72), checkIn)).toMatchObject({ percent: 0, penalty: 0n, refund: total });
    expect(cancellationPenalty(rate, at(72, -1), checkIn)).toMatchObject({
      percent: 50,
      penalty: 420_000n,
      refund: 420_000n,
    });
    expect(cancellationPenalty(rate, at(24), checkIn)).toMatchObject({ percent: 50, penalty: 420_000n });
    expect(cancellationPenalty(rate, at(24, -1), checkIn)).toMatchObject({ percent: 100, penalty: total, refund: 0n });
    expect(cancellationPenalty(rate, at(-5), checkIn)).toMatchObject({ percent: 100, refund: 0n });
    expect(CANCELLATION_TIERS.map((t) => t.percent)).toEqual([0, 50, 100]);
  });

  it('keeps everything of a non-refundable rate, whenever cancelled', () => {
    const nonRefundable = { ...rate, refundable: false };
    expect(cancellationPenalty(nonRefundable, at(300), checkIn)).toMatchObject({
      percent: 100,
      penalty: total,
      refund: 0n,
    });
  });

  it('rounds half a total with an odd paisa half up, and penalty + refund is the total', () => {
    const odd = withNights(rate, [[100_010n]]);
    const oddTotal = stayCharges(odd).total;
    const half = cancellationPenalty(odd, at(30), checkIn);
    expect(half.penalty + half.refund).toBe(oddTotal);
    expect(half.penalty).toBe((oddTotal + 1n) / 2n);
  });

  it('confirms a request after the supplier’s delay', () => {
    expect(confirmedAt(new Date('2026-12-01T00:00:00Z')).getTime() - Date.parse('2026-12-01T00:00:00Z')).toBe(
      HOTEL_CONFIRMATION_DELAY_MS,
    );
  });
});

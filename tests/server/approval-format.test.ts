import { describe, expect, it } from 'vitest';
import { isOutOfPolicy, paiseToDecimal } from '../../server/workflow/approval-format';

const offer = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64');

describe('approval answer formatting', () => {
  it('turns paise into an exact decimal string', () => {
    expect([0n, 5n, 100n, 1_234_551n, 900_719_925_474_099_312n, -250n].map(paiseToDecimal)).toEqual(['0.00', '0.05', '1.00', '12345.51', '9007199254740993.12', '-2.50']);
  });

  it('reads the out-of-policy mark of a chosen offer, and counts anything unreadable as in policy', () => {
    expect(isOutOfPolicy(offer({ outofpolicy: true }))).toBe(true);
    expect(isOutOfPolicy(offer({ isoutofpolicy: true }))).toBe(true);
    expect(isOutOfPolicy(offer({ inpolicy: false }))).toBe(true);
    expect(isOutOfPolicy(offer({ inpolicy: true, fare: 100 }))).toBe(false);
    expect(isOutOfPolicy('')).toBe(false);
    expect(isOutOfPolicy('not base64 json')).toBe(false);
    expect(isOutOfPolicy(offer(null))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { payButtonText } from './pay-button';

describe('payButtonText', () => {
  it('names the amount and the mode', () => {
    expect(payButtonText('cashcard', 677_200n, 'INR')).toBe('Pay ₹6,772 from wallet');
    expect(payButtonText('creditcard', 1_23_456_78n, 'INR')).toBe('Pay ₹1,23,456.78 by card');
    expect(payButtonText('company', 500_000n, 'INR')).toBe('Book ₹5,000 on company account');
  });
});

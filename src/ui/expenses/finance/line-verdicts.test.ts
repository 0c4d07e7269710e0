import { describe, expect, it } from 'vitest';
import { draftsFromClaims, lineVerdicts } from './line-verdicts';
import { expenseLine } from './report-fixture';

const lines = [expenseLine('line-1'), expenseLine('line-2', { baseamount: '1200.00' }), expenseLine('line-3', { baseamount: '99.99' })];

describe('lineVerdicts', () => {
  it('sends nothing when every line is allowed as claimed, however the amount is written', () => {
    const drafts = { ...draftsFromClaims(lines), 'line-2': { allowed: ' 1200 ', remark: '' } };
    expect(lineVerdicts(lines, drafts)).toEqual({ verdicts: [], errors: {} });
  });

  it('sends only changed lines, disallowing to zero, with the amount written as the wire wants it', () => {
    const drafts = { ...draftsFromClaims(lines), 'line-2': { allowed: '0', remark: ' Personal trip ' }, 'line-3': { allowed: '50.5', remark: 'Cap' } };
    expect(lineVerdicts(lines, drafts).verdicts).toEqual([
      { lineid: 'line-2', allowedamount: '0.00', remark: 'Personal trip' },
      { lineid: 'line-3', allowedamount: '50.50', remark: 'Cap' },
    ]);
  });

  it('refuses an amount that is not one, above the claim, or changed without a remark', () => {
    const drafts = { 'line-1': { allowed: '-5', remark: 'x' }, 'line-2': { allowed: '1200.01', remark: 'x' }, 'line-3': { allowed: '10', remark: '  ' } };
    expect(lineVerdicts(lines, drafts)).toEqual({
      verdicts: [],
      errors: {
        'line-1': { field: 'allowed', message: 'Enter an amount of 0 or more, like 1500.50' },
        'line-2': { field: 'allowed', message: 'At most the claimed ₹1,200' },
        'line-3': { field: 'remark', message: 'Say why the amount differs from the claim' },
      },
    });
  });
});

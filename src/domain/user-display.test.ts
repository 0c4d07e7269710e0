import { describe, expect, it } from 'vitest';
import { showsPolicyBadge, usesSmeBackground } from './user-display';

describe('user display rules', () => {
  it.each([
    ['sme', true],
    ['corporate', false],
    ['businesstraveller', false],
  ] as const)('%s users get the sme background: %s', (category, expected) => {
    expect(usesSmeBackground(category)).toBe(expected);
  });

  it.each([
    ['corporate', true, true],
    ['corporate', false, true],
    ['sme', false, true],
    ['sme', true, false],
    ['businesstraveller', false, true],
    ['businesstraveller', true, false],
  ] as const)('policy badge for %s with isidentity %s: %s', (user_category, isidentity, expected) => {
    expect(showsPolicyBadge({ user_category, isidentity })).toBe(expected);
  });
});

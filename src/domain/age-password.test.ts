import { describe, expect, it } from 'vitest';
import { ageInYears } from './age';
import { isStrongPassword } from './password';

describe('age', () => {
  it('counts whole years, a day before the birthday is still the lower age', () => {
    const today = new Date(2026, 10, 21);
    expect(ageInYears('1990-11-21', today)).toBe(36);
    expect(ageInYears('1990-11-22', today)).toBe(35);
    expect(ageInYears('2026-11-21', today)).toBe(0);
    expect(ageInYears('not a date', today)).toBe(0);
  });
});

describe('password rule', () => {
  it('needs 8 characters with lower, upper and a digit', () => {
    expect(isStrongPassword('Demo@12345')).toBe(true);
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('Abcdef1')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
    expect(isStrongPassword('ABCDEFG1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
  });
});

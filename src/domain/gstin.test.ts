import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, isValidGstin, normaliseGstin } from './gstin';

const DIGITS = '0123456789'.split('');
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const ALNUM = [...DIGITS, ...LETTERS];

/** Fourteen characters in GSTIN shape with a state code 01–37; the check character is added by the test. */
const gstinBody = fc
  .tuple(
    fc.integer({ min: 1, max: 37 }),
    fc.array(fc.constantFrom(...LETTERS), { minLength: 5, maxLength: 5 }),
    fc.array(fc.constantFrom(...DIGITS), { minLength: 4, maxLength: 4 }),
    fc.constantFrom(...LETTERS),
    fc.constantFrom(...ALNUM.filter((c) => c !== '0')),
  )
  .map(([state, letters, digits, letter, entity]) => `${String(state).padStart(2, '0')}${letters.join('')}${digits.join('')}${letter}${entity}Z`);

const withCheck = (body: string) => body + gstinCheckCharacter(body);

describe('GSTIN', () => {
  it('accepts real GSTINs (published examples) and ones computed here', () => {
    // 27AAPFU0939F1ZV is the GSTN's own documentation example; the rest carry check characters computed by the algorithm.
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '24AAACC1206D1ZM', '07AAACR5055K1Z9']) {
      expect(gstinProblem(gstin), gstin).toBeNull();
    }
  });

  it('names the first broken rule: length, pattern, state, check digit', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('length');
    expect(gstinProblem('27AAPFU0939F1ZVX')).toBe('length');
    expect(gstinProblem('2AAAPFU0939F1ZV')).toBe('pattern'); // one digit of state code
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe('pattern'); // entity number 0
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('pattern'); // 14th is not Z
    expect(gstinProblem('27aapfu0939f1zv')).toBe('pattern'); // lower case is normalised first, not accepted raw
    expect(gstinProblem('00AAPFU0939F1ZV')).toBe('state');
    expect(gstinProblem('38AAPFU0939F1ZV')).toBe('state');
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checkdigit');
    expect(gstinProblem('07AAACR5055K1Z6')).toBe('checkdigit');
  });

  it('normalises what a user types', () => {
    expect(normaliseGstin('  27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(isValidGstin(normaliseGstin(' 27aapfu0939f1zv'))).toBe(true);
  });

  it('every well-shaped body with its computed check character is valid', () => {
    fc.assert(fc.property(gstinBody, (body) => isValidGstin(withCheck(body))));
  });

  it('any other check character is refused', () => {
    fc.assert(
      fc.property(gstinBody, fc.constantFrom(...ALNUM), (body, check) => {
        fc.pre(check !== gstinCheckCharacter(body));
        return gstinProblem(body + check) === 'checkdigit';
      }),
    );
  });

  it('a single changed character in the first 14 is caught (by the pattern or the check digit)', () => {
    fc.assert(
      fc.property(gstinBody, fc.integer({ min: 0, max: 13 }), fc.constantFrom(...ALNUM), (body, at, replacement) => {
        const gstin = withCheck(body);
        fc.pre(gstin[at] !== replacement);
        const changed = gstin.slice(0, at) + replacement + gstin.slice(at + 1);
        return !isValidGstin(changed);
      }),
    );
  });

  it('state codes outside 01–37 are refused whatever the rest', () => {
    fc.assert(
      fc.property(gstinBody, fc.integer({ min: 38, max: 99 }), (body, state) => {
        const moved = String(state) + body.slice(2);
        return gstinProblem(withCheck(moved)) === 'state';
      }),
    );
  });
});

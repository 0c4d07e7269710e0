import { describe, expect, it } from 'vitest';
import { rupeesInWords, wholeInWords } from './amount-in-words';

describe('amount in words (Indian numbering)', () => {
  it('writes rupees and paise as a GST invoice does', () => {
    expect(rupeesInWords(677212n)).toBe('Rupees Six Thousand Seven Hundred Seventy-Two and Twelve Paise Only');
  });

  it('leaves the paise out when there are none, and says Zero for nothing', () => {
    expect(rupeesInWords(150000n)).toBe('Rupees One Thousand Five Hundred Only');
    expect(rupeesInWords(0n)).toBe('Rupees Zero Only');
    expect(rupeesInWords(5n)).toBe('Rupees Zero and Five Paise Only');
  });

  it('groups by thousand, lakh and crore, not million', () => {
    expect(wholeInWords(100000n)).toBe('One Lakh');
    expect(wholeInWords(1234567n)).toBe('Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven');
    expect(wholeInWords(10_00_00_000n)).toBe('Ten Crore');
    expect(wholeInWords(123_45_67_890n)).toBe(
      'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety',
    );
    expect(wholeInWords(1_00_000_01n)).toBe('One Crore One');
  });

  it('writes teens and round tens in one word', () => {
    expect(wholeInWords(19n)).toBe('Nineteen');
    expect(wholeInWords(90n)).toBe('Ninety');
    expect(wholeInWords(1010n)).toBe('One Thousand Ten');
  });

  it('refuses a negative amount (a credit note is another document)', () => {
    expect(() => rupeesInWords(-1n)).toThrow(RangeError);
  });
});

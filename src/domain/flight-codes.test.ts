import { describe, expect, it } from 'vitest';
import { BENEFIT_CODES } from './flight-offer';
import {
  benefitName,
  fareLabelName,
  fareName,
  MEAL_CODES,
  mealName,
  splitCarrier,
  TAX_COMPONENT_IDS,
  taxCodeOfComponent,
} from './flight-codes';

describe('flight codes (docs/product.md#constants-and-code-tables, docs/product.md#records)', () => {
  it('names every meal code exactly as the spec does', () => {
    expect(MEAL_CODES.map((code) => `${code} ${mealName(code)}`)).toEqual([
      'V Veg',
      'N Non Veg',
      'D No Food',
      'E Evening Snacks',
      'J Jain Meal',
      'F Veg(Diabetic)',
      'G Non Veg(Diabetic)',
      'T Tea/Coffee',
    ]);
  });

  it('reads meal codes in any case and keeps unknown ones as sent', () => {
    expect(mealName(' j ')).toBe('Jain Meal');
    expect(mealName('KSML')).toBe('KSML');
  });

  it('has a readable name for each of the spec benefit codes', () => {
    for (const code of [...BENEFIT_CODES, 'Y', 'N']) expect(benefitName(code)).not.toBe(code);
    expect(benefitName('fmeal')).toBe('Free meal');
    expect(benefitName('FMEAL')).toBe('Free meal');
    expect(benefitName('Y')).toBe('Refundable');
    expect(benefitName('N')).toBe('Non-refundable');
    expect(benefitName('lounge')).toBe('lounge');
  });

  it('names fare labels and keeps a supplier label outside the list', () => {
    expect(['corporate', 'sme', 'flexi', 'normal', 'exclusive', 'others'].map(fareLabelName)).toEqual([
      'Corporate',
      'SME',
      'Flexi',
      'Normal',
      'Exclusive',
      'Others',
    ]);
    expect(fareLabelName('FLEXI')).toBe('Flexi');
    expect(fareName('Hand Baggage Only', 'others')).toBe('Hand baggage only');
    expect(fareName('Saver', 'normal')).toBe('Saver');
    expect(fareName('Flexi Plus', 'flexi')).toBe('Flexi Plus');
    expect(fareName('Corp Connect', 'corporate')).toBe('Corp Connect · Corporate');
    expect(fareLabelName(' Super Saver ')).toBe('Super Saver');
  });

  it('maps fare_componentid 37..41 to CGST, SGST, IGST, K3, YR and nothing else', () => {
    expect(TAX_COMPONENT_IDS).toEqual({ CGST: 37, SGST: 38, IGST: 39, K3: 40, YR: 41 });
    expect([37, 38, 39, 40, 41].map(taxCodeOfComponent)).toEqual(['CGST', 'SGST', 'IGST', 'K3', 'YR']);
    expect(taxCodeOfComponent(1)).toBeNull();
    expect(taxCodeOfComponent(42)).toBeNull();
  });

  it('splits a sector carrier "code-name" at its first dash', () => {
    expect(splitCarrier('6E-IndiGo')).toEqual({ code: '6E', name: 'IndiGo' });
    expect(splitCarrier('IX-Air India Express')).toEqual({ code: 'IX', name: 'Air India Express' });
    expect(splitCarrier('ai-Air-India')).toEqual({ code: 'AI', name: 'Air-India' });
    expect(splitCarrier('UK')).toEqual({ code: 'UK', name: 'UK' });
  });
});

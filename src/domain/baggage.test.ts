import { describe, expect, it } from 'vitest';
import { baggageKind, baggageText, isHandBaggageOnly } from './baggage';

describe('baggage rule (docs/product.md#validation-rules)', () => {
  it.each(['0 pc', '0 KG', '', '  ', null, undefined])('%j means hand baggage only', (value) => {
    expect(baggageKind(value)).toBe('handBaggageOnly');
    expect(baggageText(value)).toBe('Hand baggage only');
    expect(isHandBaggageOnly(value)).toBe(true);
  });

  it.each(['0KG', '0 kg', '0 Kgs', '0 PC', '0 pcs', '00 KG', '0'])(
    'reads the zero in %j whatever its case or spacing',
    (value) => {
      expect(baggageKind(value)).toBe('handBaggageOnly');
    },
  );

  it.each(['15 KG', '7 KG', '1 pc', '2 PC', '20KG', '10 kg', '30 Kilograms', 'As per airline'])(
    '%j means cabin baggage included',
    (value) => {
      expect(baggageKind(value)).toBe('cabinBaggageIncluded');
      expect(baggageText(value)).toBe('Cabin baggage included');
      expect(isHandBaggageOnly(value)).toBe(false);
    },
  );
});

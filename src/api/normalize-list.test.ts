import { describe, expect, it } from 'vitest';
import { listField, normalizeList } from './normalize-list';

describe('normalizeList (docs/operations.md)', () => {
  it.each([
    ['a list', [{ a: 1 }, { a: 2 }], [{ a: 1 }, { a: 2 }]],
    ['a lone object', { a: 1 }, [{ a: 1 }]],
    ['an empty string', '', []],
    ['null', null, []],
    ['undefined', undefined, []],
  ])('turns %s into a list', (_, value, expected) => {
    expect(normalizeList(value)).toEqual(expected);
  });

  it('reads list[0].X whatever form X takes', () => {
    expect(listField([{ InsuranceCategory: [{ id: 1 }] }], 'InsuranceCategory')).toEqual([{ id: 1 }]);
    expect(listField([{ InsuranceCategory: { id: 1 } }], 'InsuranceCategory')).toEqual([{ id: 1 }]);
    expect(listField([{ InsuranceCategory: '' }], 'InsuranceCategory')).toEqual([]);
    expect(listField([], 'InsuranceCategory')).toEqual([]);
    expect(listField({ InsuranceCategory: [{ id: 1 }] }, 'InsuranceCategory')).toEqual([]);
  });
});

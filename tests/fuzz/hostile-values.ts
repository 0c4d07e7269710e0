import fc from 'fast-check';

/** Nested 40 levels: past the body walk's depth limit, and a stack test for anything recursive. */
function nested(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** The values the 100,000-request run of the issue found answering 500, and their neighbours. */
export const HOSTILE_VALUE = {
  nul: 'a\u0000b',
  loneHigh: 'x\ud800',
  loneLow: '\udc00y',
  deep: nested(40),
  notADay: '2027-02-31',
  yearZero: '0000-01-01',
  leapless: '2026-02-29',
  farFuture: '99999-01-01',
  int4Past: 99999999999,
  int4Edge: 2147483648,
  negative: -1,
  huge: 1e308,
  bigIdText: '99999999999',
  long: 'y'.repeat(5000),
} as const;

export function hostileLeaf(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...Object.values(HOSTILE_VALUE)),
    fc.constantFrom(null, true, false, 0, '', [], {}, ' ', '__proto__', 'constructor', 'toString', 'NaN', '-0', '1e400'),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

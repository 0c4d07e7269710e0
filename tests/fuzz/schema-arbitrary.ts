import fc from 'fast-check';
import { HOSTILE_VALUE, hostileLeaf } from './hostile-values';

/*
 * Request values generated from an operation's valibot schema by walking its structure: objects,
 * strings (with their pipe's regex, length, email, date checks), numbers, picklists, literals,
 * arrays, optional, union, variant, lazy. Each leaf is usually a value the schema accepts, near
 * its boundaries, and sometimes a hostile one (hostile-values.ts), so one request exercises both
 * the happy path and the refusals, at any depth.
 */

interface Node {
  type: string;
  kind?: string;
  pipe?: Node[];
  requirement?: unknown;
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: unknown[];
  literal?: unknown;
  getter?: () => Node;
  key?: unknown;
  value?: Node;
  items?: Node[];
}

/** The pipe's actions, including those of a pipe nested as the pipe's first element. */
function actionsOf(schema: Node): Node[] {
  if (!schema.pipe) return [];
  const [root, ...rest] = schema.pipe;
  return [...(root && root !== schema ? actionsOf(root) : []), ...rest];
}

const requirementOf = (actions: Node[], type: string) => actions.find((a) => a.type === type)?.requirement;

export interface FuzzPools {
  /** Existing ids from the database, read live (the run adds ids as it creates records). */
  ids: readonly string[];
  /** The caller's own profile and corporate ids (anything else is refused as not yours). */
  own: { profileid: string; corporateid: string };
}

function calendarDay(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
}

/** Shaped like a date, but not one: the calendar check must refuse them before the database does. */
const NOT_A_DAY = fc.constantFrom('2027-02-31', '0000-01-01', '2026-02-29', '2026-04-31', '99999-01-01', '2026-13-01');

const byRegex = new Map<string, fc.Arbitrary<string> | null>();

/** Strings the regex accepts, or null for a regex fast-check cannot invert (lookaheads). Built once per regex: it is slow. */
function matching(regex: RegExp, max: number): fc.Arbitrary<string> | null {
  const key = `${String(regex)}/${max}`;
  if (!byRegex.has(key)) {
    try {
      byRegex.set(key, fc.stringMatching(regex).map((s) => s.slice(0, max)));
    } catch {
      byRegex.set(key, null);
    }
  }
  return byRegex.get(key)!;
}

function stringArb(actions: Node[], field: string, pools: FuzzPools): fc.Arbitrary<string> {
  const regex = requirementOf(actions, 'regex');
  const max = (requirementOf(actions, 'max_length') as number | undefined) ?? 40;
  const min = (requirementOf(actions, 'min_length') as number | undefined) ?? (actions.some((a) => a.type === 'non_empty') ? 1 : 0);
  const shortMax = Math.max(min, Math.min(max, 24));
  let base: fc.Arbitrary<string>;
  if (actions.some((a) => a.type === 'iso_date') || /date|dob|expiry/i.test(field)) base = fc.oneof({ weight: 6, arbitrary: calendarDay() }, { weight: 1, arbitrary: NOT_A_DAY });
  else if (actions.some((a) => a.type === 'email') || /email|userid/i.test(field)) base = fc.emailAddress();
  else if (regex instanceof RegExp) base = matching(regex, max) ?? fc.string({ maxLength: shortMax });
  else base = fc.string({ minLength: min, maxLength: shortMax });
  // A valid string with a NUL or a lone surrogate added: it passes the field's own checks when they
  // are loose (free text), so it is what reaches the database if nothing else stops it.
  const tainted = fc.tuple(base, fc.constantFrom('\u0000', '\ud800', '\udfff')).map(([text, bad]) => `${text.slice(0, Math.max(0, max - 1))}${bad}`);
  const choices: fc.Arbitrary<string>[] = [base, base, base, base, tainted];
  if (field === 'profileid' || field === 'corporateid') return fc.constant(pools.own[field]);
  if (/id$/i.test(field)) choices.push(fc.nat().map((i) => pools.ids[i % pools.ids.length] ?? ''));
  if (/id$/i.test(field)) choices.push(fc.constantFrom('99999999999', '2147483648', '0', '-1', '1.5', '1e3'));
  if (max < 10_000) choices.push(fc.constant('x'.repeat(max)), fc.constant('x'.repeat(max + 1)));
  return fc.oneof(...choices);
}

function numberArb(actions: Node[]): fc.Arbitrary<number> {
  const min = (requirementOf(actions, 'min_value') as number | undefined) ?? -1000;
  const max = (requirementOf(actions, 'max_value') as number | undefined) ?? 100_000;
  const ints = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
  const bounds = fc.constantFrom(min, max, min - 1, max + 1);
  return actions.some((a) => a.type === 'integer') ? fc.oneof(ints, bounds) : fc.oneof(ints, bounds, fc.double({ noNaN: true, noDefaultInfinity: true, min, max }));
}

/** A value for `schema`; `field` is the key it sits under (ids and dates are recognised by name). */
export function schemaArbitrary(schema: Node, pools: FuzzPools, field = '', depth = 0): fc.Arbitrary<unknown> {
  const leaf = (valid: fc.Arbitrary<unknown>) => fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: hostileLeaf() });
  const inner = (node: Node, name = field) => schemaArbitrary(node, pools, name, depth + 1);
  if (depth > 12) return fc.constant(HOSTILE_VALUE.deep);
  const actions = actionsOf(schema);
  switch (schema.type) {
    case 'string':
      return leaf(stringArb(actions, field, pools));
    case 'number':
      return leaf(numberArb(actions));
    case 'boolean':
      return leaf(fc.boolean());
    case 'literal':
      return leaf(fc.constant(schema.literal));
    case 'picklist':
    case 'enum':
      return leaf(fc.constantFrom(...(schema.options as unknown[])));
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest': {
      const entries = Object.entries(schema.entries ?? {});
      const model = Object.fromEntries(entries.map(([name, node]) => [name, inner(node, name)]));
      const required = entries.filter(([, node]) => !/optional|nullish|undefined/.test(node.type)).map(([name]) => name);
      return leaf(fc.record(model, { requiredKeys: required }));
    }
    case 'array': {
      const maxLength = Math.min((requirementOf(actions, 'max_length') as number | undefined) ?? 3, 3);
      return leaf(fc.array(inner(schema.item!), { maxLength }));
    }
    case 'tuple':
      return leaf(fc.tuple(...(schema.items ?? []).map((n) => inner(n))));
    case 'record':
      return leaf(fc.dictionary(fc.string({ maxLength: 8 }), inner(schema.value!), { maxKeys: 3 }));
    case 'optional':
    case 'exact_optional':
    case 'nullish':
    case 'undefinedable':
      return fc.option(inner(schema.wrapped!), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(schema.wrapped!), { nil: null, freq: 4 });
    case 'union':
    case 'variant':
      return fc.oneof(...(schema.options as Node[]).map((n) => inner(n)));
    case 'lazy':
      return fc.constant(null).chain(() => inner(schema.getter!()));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

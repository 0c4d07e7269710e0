/**
 * docs/product.md#list-responses: a list field arrives as a list, a lone object (one item) or "" (none).
 * Every reader goes through this so a single result is never mistaken for "no results".
 */
export function normalizeList<T>(value: T | readonly T[] | '' | null | undefined): T[] {
  if (value === '' || value === null || value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** "reads list[0].X": the body is an array whose first item carries the field `key`. */
export function listField<T>(body: unknown, key: string): T[] {
  const first: unknown = Array.isArray(body) ? body[0] : undefined;
  if (first === null || typeof first !== 'object') return [];
  return normalizeList((first as Record<string, T | T[] | ''>)[key]);
}

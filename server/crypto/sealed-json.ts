import type { Executor } from '../store/db';
import { isSealedText } from './envelope';
import { openText, sealText } from './seal';

/*
 * Booking requests are kept whole as JSON (the approval a requester continues, the request a
 * booking was made with); the travellers' passport numbers inside are sealed one by one, bound to
 * the place (`<table>.<column>`) and the traveller's position. The row id is not part of the AAD:
 * these ids are made by the INSERT itself, and sealing after it would put the number in the WAL.
 */

const ARRAY = 'travellers';
const FIELD = 'passportnumber';

export const passportAad = (place: string, index: number) => `${place}.${ARRAY}.${index}.${FIELD}`;

/** A copy of `request` with every non-empty passport number passed through `change`. */
export async function mapPassports<T>(
  request: T,
  place: string,
  change: (value: string, aad: string) => Promise<string>,
): Promise<T> {
  const travellers = (request as Record<string, unknown> | null)?.[ARRAY];
  if (!Array.isArray(travellers)) return request;
  const changed = await Promise.all(
    travellers.map(async (traveller: unknown, index) => {
      const value = (traveller as Record<string, unknown> | null)?.[FIELD];
      if (typeof value !== 'string' || value === '') return traveller;
      return { ...(traveller as object), [FIELD]: await change(value, passportAad(place, index)) };
    }),
  );
  return { ...(request as object), [ARRAY]: changed } as T;
}

export const sealPassportsIn = <T>(db: Executor, request: T, place: string) =>
  mapPassports(request, place, (value, aad) =>
    isSealedText(value) ? Promise.resolve(value) : sealText(db, value, aad),
  );

export const openPassportsIn = <T>(db: Executor, request: T, place: string) =>
  mapPassports(request, place, (value, aad) => openText(db, value, aad));

/** Where the sealed values sit inside the JSON, for the SQL predicates of reseal.ts. */
export const JSON_ELEMENTS = { array: ARRAY, field: FIELD };

import type { Executor } from '../store/db';
import { openText, sealText } from './seal';

/*
 * A trip item's selected_json is base64 of the JSON of the offer or request the traveller picked:
 * a flight booking request (ADDTOTRIP), an insurance request, or whatever the client sends. Its
 * shape is not fixed, so every non-empty string under a `passportnumber` key, at any depth, is
 * sealed on its own, bound to its path (`trip_items.selected_json.travellers.0.passportnumber`),
 * and the document re-encoded. A value that is not canonical base64 of JSON passes through
 * untouched: the client may send anything. A document with nothing to seal is stored as sent;
 * one with passports comes back as base64 of JSON.stringify (byte for byte what was sent when it
 * was written that way, as clients and the server do).
 */

export const SELECTION_PLACE = 'trip_items.selected_json';
const FIELD = 'passportnumber';
/** Deeper nesting is left as is: no offer nests passports that far, and recursion must stay bounded. */
const MAX_DEPTH = 32;

type Change = (value: string, aad: string) => Promise<string>;

function decode(selected: string): unknown {
  if (selected === '') return undefined;
  const bytes = Buffer.from(selected, 'base64');
  if (bytes.toString('base64') !== selected) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

async function walk(node: unknown, path: string, depth: number, change: Change): Promise<unknown> {
  if (node === null || typeof node !== 'object' || depth > MAX_DEPTH) return node;
  if (Array.isArray(node)) return Promise.all(node.map((x, i) => walk(x, `${path}.${i}`, depth + 1, change)));
  const entries = await Promise.all(
    Object.entries(node).map(async ([key, value]) => {
      const at = `${path}.${key}`;
      const fresh =
        key === FIELD && typeof value === 'string' && value !== ''
          ? await change(value, at)
          : await walk(value, at, depth + 1, change);
      return [key, fresh] as const;
    }),
  );
  // fromEntries defines own properties: a "__proto__" key stays data, as JSON.parse made it.
  return Object.fromEntries(entries);
}

/** `selected` with every passport number passed through `change`; the very same string when none changed. */
export async function mapSelection(selected: string, place: string, change: Change): Promise<string> {
  const json = decode(selected);
  if (json === undefined) return selected;
  let changed = false;
  const fresh = await walk(json, place, 0, async (value, aad) => {
    const next = await change(value, aad);
    if (next !== value) changed = true;
    return next;
  });
  return changed ? Buffer.from(JSON.stringify(fresh)).toString('base64') : selected;
}

/**
 * Everything written is the client's (or the server's) plaintext, even a value that looks sealed:
 * sealing it again means it reads back as sent instead of failing to open under this path.
 */
export const sealSelection = (db: Executor, selected: string) =>
  mapSelection(selected, SELECTION_PLACE, (value, aad) => sealText(db, value, aad));

export const openSelection = (db: Executor, selected: string) =>
  mapSelection(selected, SELECTION_PLACE, (value, aad) => openText(db, value, aad));

/** Byte strings the decoded document holds when it may need the start-up pass or a rotation. */
export const SELECTION_NEEDLES = { plaintext: `"${FIELD}"` };

import type { SelectedFare } from '../../../contract/flights/policy';
import { FARE_FAMILIES } from '../../../domain/flight-offer';

/*
 * The book page's URL: /flights/book?rid=<responseid>&fares=<JSON
 * list of farekeys in selected order>[&approvalid=…][&payment=failed]. REPRICE wants the flight of
 * each fare too: a sandbox farekey is its flightkey plus '~<fare family>'.
 */

const MAX_FARES = 6;

/** The farekeys of `fares`, or null when it is not a JSON list of 1 to 6 non-empty strings. */
export function parseFares(fares: string): string[] | null {
  let list: unknown;
  try {
    list = JSON.parse(fares);
  } catch {
    return null;
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_FARES) return null;
  return list.every((k): k is string => typeof k === 'string' && k.trim() !== '') ? list : null;
}

/** The flight a farekey belongs to: the key less its fare family; a key without one is taken as is. */
export function flightKeyOfFare(farekey: string): string {
  const cut = farekey.lastIndexOf('~');
  const family = farekey.slice(cut + 1);
  return cut > 0 && (FARE_FAMILIES as readonly string[]).includes(family) ? farekey.slice(0, cut) : farekey;
}

export function selectedOf(farekeys: readonly string[]): SelectedFare[] {
  return farekeys.map((farekey) => ({ flightkey: flightKeyOfFare(farekey), farekey }));
}

/**
 * This page's address without `payment=failed`: where the card gateway returns after a failed
 * payment (it adds `payment=failed` itself), so the user lands here again to pay once more.
 */
export function bookPagePath(rid: string, farekeys: readonly string[], approvalid = ''): string {
  const search = new URLSearchParams({ rid, fares: JSON.stringify(farekeys) });
  if (approvalid) search.set('approvalid', approvalid);
  return `/flights/book?${search.toString()}`;
}

/** Where a card payment comes back to: the server turns this into `/flights/eticket/{txid}`. */
export const FLIGHT_SUCCESS_PATH = '/flights/eticket';

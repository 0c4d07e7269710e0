import { type RoomType, BOARDS, type Board, ROOM_TYPES } from './rooms';
import { hash32 } from './seeded';
import { type RoomGuests, isDay, occupancyCode, parseOccupancy } from './stay';

/*
 * Rate keys (docs/sandbox-hotels.md "Rate keys"): everything the sandbox needs to price a rate
 * again, and the version it was priced at, so a recheck can tell a changed price:
 *   SBXH1~in-pune-0042~deluxe~BB~R~2026-03-20~2026-03-22~2-5_1~2026-03-01~1~<check>
 * hotel, room type, board, R(efundable)/N(on-refundable), check-in, check-out, guests per room
 * (stay.ts occupancyCode), the day it was priced, the supplier's revision of the hotel's rates, and
 * a check word over the rest that catches an edited or damaged key (a checksum, not a secret).
 */

export interface RateChoice {
  hotelcode: string;
  roomtype: RoomType;
  board: Board;
  refundable: boolean;
}

export interface RateKeyParts extends RateChoice {
  checkin: string;
  checkout: string;
  rooms: RoomGuests[];
  /** The day the rate was priced on. */
  pricedon: string;
  /** The supplier's revision of the hotel's rates when priced: 1, or more after a rise (scenarios.ts). */
  revision: number;
}

const PREFIX = 'SBXH1';
const checkWord = (body: string) => hash32(`sbxh-check:${body}`).toString(36);

export function rateKey(p: RateKeyParts): string {
  const body = [
    PREFIX,
    p.hotelcode,
    p.roomtype,
    p.board,
    p.refundable ? 'R' : 'N',
    p.checkin,
    p.checkout,
    occupancyCode(p.rooms),
    p.pricedon,
    String(p.revision),
  ].join('~');
  return `${body}~${checkWord(body)}`;
}

/** The parts of a key, or null when it is not one of this supplier's keys or was changed. */
export function decodeRateKey(key: string): RateKeyParts | null {
  const parts = key.trim().split('~');
  if (parts.length !== 11 || parts[0] !== PREFIX) return null;
  const [, hotelcode, roomtype, board, refundable, checkin, checkout, occupancy, pricedon, revision, check] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (checkWord(parts.slice(0, 10).join('~')) !== check) return null;
  const type = ROOM_TYPES.find((t) => t === roomtype);
  const boardCode = BOARDS.find((b) => b === board);
  const rooms = parseOccupancy(occupancy);
  if (!type || !boardCode || !rooms || (refundable !== 'R' && refundable !== 'N')) return null;
  if (![checkin, checkout, pricedon].every(isDay) || !/^[1-9]\d?$/.test(revision)) return null;
  return {
    hotelcode,
    roomtype: type,
    board: boardCode,
    refundable: refundable === 'R',
    checkin,
    checkout,
    rooms,
    pricedon,
    revision: Number(revision),
  };
}

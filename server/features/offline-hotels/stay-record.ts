import * as v from 'valibot';
import { AMOUNT_KINDS } from '../../../src/contract/offline-hotels/stay-charges';
import { PAID_BY } from '../../../src/contract/offline-hotels/operations';

/*
 * What the desk booked, kept on the trip item as its selected_json (base64 of this JSON, as every
 * trip item keeps its offer): the docket and the dashboards' facts read it back from there, so no
 * table of our own is needed (docs/features/offline-hotels.md "Storage").
 */

export const StayRecordSchema = v.object({
  kind: v.literal('offlinehotel'),
  hotelname: v.string(),
  address: v.string(),
  city: v.string(),
  checkin: v.string(),
  checkintime: v.string(),
  checkout: v.string(),
  checkouttime: v.string(),
  roomtype: v.string(),
  board: v.string(),
  rooms: v.number(),
  guests: v.number(),
  nights: v.number(),
  confirmationno: v.string(),
  amountkind: v.picklist(AMOUNT_KINDS),
  abroad: v.boolean(),
  paidby: v.picklist(PAID_BY),
  /** Decimal strings of the whole stay. */
  base: v.string(),
  tax: v.string(),
  total: v.string(),
  notes: v.string(),
});
export type StayRecord = v.InferOutput<typeof StayRecordSchema>;

export const encodeStay = (stay: StayRecord): string => Buffer.from(JSON.stringify(stay)).toString('base64');

/** The stay of an item the desk booked; undefined for anything else stored there. */
export function decodeStay(selected: string): StayRecord | undefined {
  try {
    const parsed = v.safeParse(StayRecordSchema, JSON.parse(Buffer.from(selected, 'base64').toString('utf8')));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

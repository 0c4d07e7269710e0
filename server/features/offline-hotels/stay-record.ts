import * as v from 'valibot';
import { BookedStayFields } from '../../../src/contract/offline-hotels/stay-charges';

/*
 * What the desk booked, kept on the trip item as its selected_json (base64 of this JSON, as every
 * trip item keeps its offer): the docket and the dashboards' facts read it back from there, so no
 * table of our own is needed (docs/features/offline-hotels.md "Storage").
 */

export const StayRecordSchema = v.object({
  kind: v.literal('offlinehotel'),
  ...BookedStayFields.entries,
  /** Set when the desk cancelled the stay with the hotel (docs/features/offline-hotels.md "Cancelling"). */
  cancellation: v.optional(
    v.object({
      reason: v.string(),
      /** Decimal: what the hotel keeps. */
      charge: v.string(),
      /** ISO 8601. */
      cancelledat: v.string(),
      cancelledby: v.string(),
    }),
  ),
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

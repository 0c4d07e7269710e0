import { parseMinorUnits } from './money';

/*
 * The lowest fare a chosen fare is compared with (the policy's lowest-fare rule): the lowest of the
 * whole search list, or, when the policy sets a window, the lowest among flights leaving within
 * that many minutes before or after the chosen one (a 7 AM fare is not judged against a midnight
 * one). Linear after one sort: the window's ends only move forward, so a queue of rising minima
 * gives each flight its answer.
 */

export interface WindowOffer {
  segments: readonly { departure: string }[];
  fares: readonly { totalfare: string }[];
}

/** Minutes since the epoch of a local 'YYYY-MM-DDTHH:mm' (compared with others of one search only). */
function minutesOf(departure: string): number {
  return Date.parse(`${departure.slice(0, 16)}:00Z`) / 60_000;
}

/** Each departure's minutes, read once per list: connections often share their first flight. */
function departureMinutes(offers: readonly WindowOffer[]): number[] {
  const read = new Map<string, number>();
  return offers.map((offer) => {
    const departure = offer.segments[0]?.departure ?? '';
    let minutes = read.get(departure);
    if (minutes === undefined) {
      minutes = minutesOf(departure);
      read.set(departure, minutes);
    }
    return minutes;
  });
}

type PaiseOf = (fare: { totalfare: string }) => bigint;
const parsed: PaiseOf = (fare) => parseMinorUnits(fare.totalfare);

function cheapest(offer: WindowOffer, paiseOf: PaiseOf): bigint | null {
  let lowest: bigint | null = null;
  for (const fare of offer.fares) {
    const paise = paiseOf(fare);
    if (lowest === null || paise < lowest) lowest = paise;
  }
  return lowest;
}

/**
 * Each offer's comparison fare, paise, by position in `offers`; offers without fares get the
 * list's lowest (0 for an empty list). `paiseOf` lets a caller that has already read its fares'
 * amounts not read them again.
 */
export function comparisonFares(offers: readonly WindowOffer[], windowMinutes: number | null, paiseOf: PaiseOf = parsed): bigint[] {
  const cheapestOf = offers.map((offer) => cheapest(offer, paiseOf));
  let overall: bigint | null = null;
  for (const paise of cheapestOf) if (paise !== null && (overall === null || paise < overall)) overall = paise;
  const answer = offers.map(() => overall ?? 0n);
  if (windowMinutes === null) return answer;
  // The priced offers' positions in departure order; parallel arrays, not an object per offer.
  const at = departureMinutes(offers);
  const priced: number[] = [];
  for (let i = 0; i < offers.length; i++) if (cheapestOf[i] !== null) priced.push(i);
  priced.sort((a, b) => at[a]! - at[b]!);
  const paise = (k: number) => cheapestOf[priced[k]!]!;
  const time = (k: number) => at[priced[k]!]!;
  // Indexes into `priced` whose fares rise from queue[head]; the current flight is always inside.
  const queue: number[] = [];
  let head = 0;
  let next = 0;
  for (let current = 0; current < priced.length; current++) {
    while (next < priced.length && time(next) <= time(current) + windowMinutes) {
      while (queue.length > head && paise(queue[queue.length - 1]!) >= paise(next)) queue.pop();
      queue.push(next++);
    }
    while (time(queue[head]!) < time(current) - windowMinutes) head++;
    answer[priced[current]!] = paise(queue[head]!);
  }
  return answer;
}

/** Each offer's comparison fare (comparisonFares) by offer. */
export function lowestFareByOffer<T extends WindowOffer>(offers: readonly T[], windowMinutes: number | null, paiseOf: PaiseOf = parsed): Map<T, bigint> {
  const fares = comparisonFares(offers, windowMinutes, paiseOf);
  return new Map(offers.map((offer, i) => [offer, fares[i]!]));
}

/** Each offer's policy context on the booking day `today`, for fares chosen from `offers`. */
export function policyContexts<T extends WindowOffer>(
  policy: { lowestFareWindowMinutes: number | null } | null,
  offers: readonly T[],
  today: string,
): (offer: T) => { lowestPaise: bigint; today: string } {
  const lowest = lowestFareByOffer(offers, policy?.lowestFareWindowMinutes ?? null);
  return (offer) => ({ lowestPaise: lowest.get(offer) ?? 0n, today });
}

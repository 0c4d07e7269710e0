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
 * Each offer's comparison fare, paise; offers without fares get the list's lowest (0 for an empty
 * list). `paiseOf` lets a caller that has already read its fares' amounts not read them again.
 */
export function lowestFareByOffer<T extends WindowOffer>(offers: readonly T[], windowMinutes: number | null, paiseOf: PaiseOf = parsed): Map<T, bigint> {
  const priced = offers.flatMap((offer) => {
    const paise = cheapest(offer, paiseOf);
    return paise === null ? [] : [{ offer, paise, at: minutesOf(offer.segments[0]?.departure ?? '') }];
  });
  const overall = priced.reduce<bigint | null>((min, p) => (min === null || p.paise < min ? p.paise : min), null) ?? 0n;
  const answer = new Map<T, bigint>(offers.map((o) => [o, overall]));
  if (windowMinutes === null) return answer;
  priced.sort((a, b) => a.at - b.at);
  // Indexes into `priced` whose fares rise from queue[head]; the current flight is always inside.
  const queue: number[] = [];
  let head = 0;
  let next = 0;
  for (const current of priced) {
    while (next < priced.length && priced[next]!.at <= current.at + windowMinutes) {
      while (queue.length > head && priced[queue[queue.length - 1]!]!.paise >= priced[next]!.paise) queue.pop();
      queue.push(next++);
    }
    while (priced[queue[head]!]!.at < current.at - windowMinutes) head++;
    answer.set(current.offer, priced[queue[head]!]!.paise);
  }
  return answer;
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

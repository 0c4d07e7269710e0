import { summariseOffer } from '../../../src/contract/flights/search';
import type { FlightOffer } from '../../../src/domain/flight-offer';
import { lowestFarePaise } from '../../../src/domain/flight-offer';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { keepPolicyDigest } from './search-digest';
import { pollSearch, rerunSearch, searchStatus } from './search-store';
import { minorUnitsToDecimal } from '../../../src/domain/money';

/*
 * QUEUERESULTS / QUEUERESULTSMULTI answers: the stored search re-run by the airline (the same
 * offers every time: priced on the day it was searched), nothing while 'pending'. Offers go out as
 * summaries (summariseOffer: what the list, filters and policy badge read); GETMOREFARES answers
 * one flight's full fares. The first complete answer keeps the search's policy digest.
 */

export const lowestFare = (offers: readonly FlightOffer[]) => {
  const paise = lowestFarePaise(offers);
  return paise === null ? '' : minorUnitsToDecimal(paise);
};

export async function queueResultsAnswer(ctx: HandlerContext, responseid: string) {
  const row = await pollSearch(ctx, responseid);
  const status = searchStatus(row);
  const base = { responseid, status, triptype: row.request.triptype, domint: row.domint };
  if (row.request.triptype === 'multicity') {
    throw badRequest('responseid: a multi-city search; read it with QUEUERESULTSMULTI');
  }
  if (status === 'pending') return { ...base, results: [], returnresults: [], lowestfare: '' };
  const lists = await rerunSearch(ctx.tx, row);
  await keepPolicyDigest(ctx, row, lists);
  const results = lists.combined ?? lists.sectors[0] ?? [];
  const returnresults = lists.combined ? [] : (lists.sectors[1] ?? []);
  return {
    ...base,
    results: results.map(summariseOffer),
    returnresults: returnresults.map(summariseOffer),
    lowestfare: lowestFare(results),
  };
}

export async function queueResultsMultiAnswer(ctx: HandlerContext, responseid: string) {
  const row = await pollSearch(ctx, responseid);
  const status = searchStatus(row);
  const lists = status === 'complete' ? await rerunSearch(ctx.tx, row) : null;
  if (lists) await keepPolicyDigest(ctx, row, lists);
  const sectors = row.request.sectors.map((s, i) => {
    const results = lists ? (lists.combined && i === 0 ? lists.combined : (lists.sectors[i] ?? [])) : [];
    const lowestfare = lowestFare(results);
    return { origin: s.origin, destination: s.destination, jdate: s.jdate, results: results.map(summariseOffer), lowestfare };
  });
  return { responseid, status, sectors };
}

import type { DocketData } from './docket-data';
import { dayText, exactMoney, momentText, tripDays } from '../../pdf/docket-format';
import { PdfSheet } from '../../pdf/docket-sheet';

/** The trip has an imprest (forex) request a letter can be written for. */
export function hasForexRequest(data: Pick<DocketData, 'trip'>): boolean {
  return data.trip.imprestRequired && data.trip.imprestAmountRequestedPaise > 0;
}

/**
 * The forex request letter: the company asks its forex desk to issue the trip's imprest to the
 * traveller. Only for a trip whose imprest was requested (the handler answers NOK otherwise).
 */
export async function renderForexLetter(data: DocketData, now: Date): Promise<Uint8Array> {
  const { trip, company, traveller } = data;
  const amount = exactMoney(trip.imprestAmountRequestedPaise, trip.imprestCurrency);
  const sheet = await PdfSheet.create({
    title: `Forex request letter ${trip.id}`,
    subject: `Forex of ${amount} for trip ${trip.id}, ${traveller.name}`,
    keywords: ['forex', trip.id, company.name],
    createdAt: now,
  });
  sheet.title(`Forex request letter - Trip ${trip.id}`, `${company.name} - ${momentText(now)}`);
  sheet.paragraph('To the Manager, Forex Desk');
  sheet.paragraph(
    `${company.name} requests the issue of foreign exchange of ${amount} to our employee ${traveller.name} ` +
      `for official travel from ${trip.origin} to ${trip.destination} between ${dayText(trip.fromDate)} and ${dayText(trip.toDate)} ` +
      `(${tripDays(trip.fromDate, trip.toDate)} days), trip ${trip.id}.`,
  );
  sheet.fields([
    ['Traveller', traveller.name],
    ['Trip id', trip.id],
    ['Purpose', trip.tripPurpose],
    ['Destination', trip.destination],
    ['Countries', trip.destinationCountries.join(', ') || '-'],
    ['Amount', amount],
    ['Conversion rate', trip.currencyConversionRate],
    ['Imprest id', trip.imprestId || '-'],
  ]);
  sheet.paragraph('The amount is an advance against the trip and will be settled through the traveller\'s expense report on return.');
  sheet.gap(20);
  sheet.paragraph(`For ${company.name}`);
  sheet.paragraph('Authorised signatory');
  return sheet.bytes();
}

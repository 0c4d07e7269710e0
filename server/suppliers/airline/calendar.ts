import type { Cabin } from '../../../src/domain/flight-offer';
import type { AirportMap } from './airports';
import { localDateTime } from './geo';
import { searchTrip } from './search';
import { minorUnitsToDecimal } from '../../../src/domain/money';

/*
 * FARECALENDAR: the lowest one-adult fare per day of a month, from today on (earlier days and days
 * without flights are left out). The wide scenario route is priced on its normal timetable here.
 */

export interface CalendarDay {
  jdate: string;
  totalfare: string;
}

export function fareCalendar(
  places: AirportMap,
  origin: string,
  destination: string,
  month: string,
  cabin: Cabin,
  today: string,
): CalendarDay[] {
  const from = places.get(origin);
  const to = places.get(destination);
  if (!from || !to) return [];
  const days: CalendarDay[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = localDateTime(day, 24 * 60).slice(0, 10)) {
    if (day < today) continue;
    const offers = searchTrip(
      places,
      { from, to, jdate: day },
      { cabin, pax: { adults: 1, children: 0, infants: 0 }, today },
      false,
    );
    let lowest: bigint | null = null;
    for (const offer of offers) {
      const paise = BigInt(offer.fares[0]!.totalfare.replace('.', ''));
      if (lowest === null || paise < lowest) lowest = paise;
    }
    if (lowest !== null) days.push({ jdate: day, totalfare: minorUnitsToDecimal(lowest) });
  }
  return days;
}

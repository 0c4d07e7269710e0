import { useEffect, useState } from 'react';
import { NetworkError, api, errorMessage } from '../../../api';
import { getPersonalTravellers, type PersonalTraveller } from '../../../contract/flights/masters';
import type { HotelRateDetail } from '../../../contract/hotels/details';
import type { HotelSearchAnswer } from '../../../contract/hotels/search';
import { keptHotelSearch } from '../../../db/hotel-searches';
import { listOrEmpty } from '../../components/trip-detail-masters';
import { fetchHotelDetails, readHotelSearch, type HotelDetailsAnswer } from '../hotel-search-api';

/** The stay the search asked for: its dates and rooms. */
export type HotelStay = Pick<HotelSearchAnswer, 'checkin' | 'checkout' | 'nights' | 'rooms'>;

export interface BookData {
  hotel: HotelDetailsAnswer['hotel'];
  /** The rate of the page's key as the hotel's page showed it (its cancellation terms and verdict). */
  rate: HotelRateDetail;
  stay: HotelStay;
  /** The user first, then the colleagues travel staff may book for. */
  travellers: PersonalTraveller[];
}

export type BookDataState =
  | { status: 'loading' }
  | { status: 'loaded'; data: BookData }
  | { status: 'offline' }
  | { status: 'failed'; error: string };

export const RATE_NOT_FOUND =
  'rate: this room is not offered by the hotel for this search any more. Please choose another.';

const isStay = (data: unknown): data is HotelStay =>
  typeof data === 'object' && data !== null && 'checkin' in data && 'checkout' in data && 'rooms' in data;

/** The search's stay: the copy kept on this device when there is one, else the server's (gethotelsearch). */
async function stayOf(profileid: string, searchid: string): Promise<HotelStay> {
  const kept = await keptHotelSearch(profileid, searchid).catch(() => undefined);
  const answer = isStay(kept?.data) ? kept.data : await readHotelSearch(searchid);
  return { checkin: answer.checkin, checkout: answer.checkout, nights: answer.nights, rooms: answer.rooms };
}

async function loadBookData(
  profileid: string,
  corporateid: string,
  searchid: string,
  hotelcode: string,
  ratekey: string,
) {
  const [details, stay, travellers] = await Promise.all([
    fetchHotelDetails(searchid, hotelcode),
    stayOf(profileid, searchid),
    listOrEmpty(() => api.callOperation(getPersonalTravellers, { profileid, corporateid })),
  ]);
  const rate = details.rates.find((r) => r.ratekey === ratekey);
  if (!rate) throw new Error(RATE_NOT_FOUND);
  return { hotel: details.hotel, rate, stay, travellers };
}

/**
 * What the book page shows around the machine: the hotel and the rate (gethoteldetails), the stay,
 * the travellers to pick. Offline, the page says so and loads once the browser is online again.
 */
export function useBookData(
  ids: { profileid: string; corporateid: string },
  searchid: string,
  hotelcode: string,
  ratekey: string,
) {
  const [state, setState] = useState<BookDataState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { profileid, corporateid } = ids;
  useEffect(() => {
    let live = true;
    loadBookData(profileid, corporateid, searchid, hotelcode, ratekey).then(
      (data) => live && setState({ status: 'loaded', data }),
      (error: unknown) =>
        live &&
        setState(
          error instanceof NetworkError ? { status: 'offline' } : { status: 'failed', error: errorMessage(error) },
        ),
    );
    return () => {
      live = false;
    };
  }, [profileid, corporateid, searchid, hotelcode, ratekey, attempt]);
  const offline = state.status === 'offline';
  useEffect(() => {
    if (!offline) return;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

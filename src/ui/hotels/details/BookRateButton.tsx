import { Button } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { HotelRateDetail } from '../../../contract/hotels/details';
import { hotelBookPath, hotelsBaseOf } from '../../../domain/hotel-paths';

/** '/hotels/<searchid>/<hotelcode>' (or under /v2/hotels): the search and hotel a rate of this page belongs to. */
function detailsOf(pathname: string): { searchid: string; hotelcode: string } | null {
  const base = hotelsBaseOf(pathname);
  const [searchid, hotelcode, ...rest] = pathname.slice(base.length + 1).split('/');
  return searchid && hotelcode && rest.length === 0
    ? { searchid: decodeURIComponent(searchid), hotelcode: decodeURIComponent(hotelcode) }
    : null;
}

/**
 * 'Book' on one rate of the hotel's page: the book page of this search, hotel and rate
 * (docs/features/hotels.md "Screens"). The page's path names the search and hotel, so the rates
 * table passes only the rate. Outside the app's router (the table on its own) there is nowhere to go.
 */
export function BookRateButton({ rate }: { rate: HotelRateDetail }) {
  const router = useRouter({ warn: false });
  const pathname = router?.state.location.pathname ?? '';
  const on = detailsOf(pathname);
  if (!router || !on) return null;
  const href = hotelBookPath(hotelsBaseOf(pathname), { ...on, ratekey: rate.ratekey });
  const name = `${rate.roomname}, ${rate.boardname}, ${rate.refundable ? 'free cancellation' : 'non-refundable'}`;
  return (
    <Button size="xs" mt={4} display="block" aria-label={`Book ${name}`} onClick={() => void router.navigate({ href })}>
      Book
    </Button>
  );
}

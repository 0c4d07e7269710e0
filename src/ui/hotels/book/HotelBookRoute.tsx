import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { hotelBookPath, hotelsBaseOf, hotelVoucherPath } from '../../../domain/hotel-paths';
import { useSession } from '../../../session/store';
import { goToPaymentGateway } from '../../payment/go-to-gateway';
import { hotelBookMachine } from './book-machine-calls';
import type { HotelBookSearch } from './book-search-params';
import { HotelBookPage } from './HotelBookPage';
import { useBookData } from './use-book-data';

/** The book page's data and where its outcomes lead: the voucher, the card gateway, the hotel. */
export function HotelBookRoute({ search }: { search: HotelBookSearch }) {
  const login = useSession();
  const navigate = useNavigate();
  const base = hotelsBaseOf(useRouterState({ select: (s) => s.location.pathname }));
  const profile = login?.profilemaster;
  const ids = { profileid: profile?.profileid ?? '', corporateid: profile?.corporateid ?? '' };
  const { state, retry } = useBookData(ids, search.sid, search.hotel, search.rate);
  const hotelPage = `${base}/${encodeURIComponent(search.sid)}/${encodeURIComponent(search.hotel)}`;
  const target = { searchid: search.sid, hotelcode: search.hotel, ratekey: search.rate, approvalid: search.approvalid };
  if (!login) return null;
  if (state.status === 'loading')
    return (
      <Stack align="center" py="lg" role="status">
        <Loader aria-hidden />
        <Text>Loading the stay…</Text>
      </Stack>
    );
  if (state.status !== 'loaded')
    return (
      <Alert role="alert" color={state.status === 'offline' ? 'yellow' : 'red'} title="The stay could not be loaded">
        <Text size="sm">
          {state.status === 'offline' ? 'You are offline: the page loads once you are back online.' : state.error}
        </Text>
        <Button size="xs" mt="xs" onClick={retry}>
          Try again
        </Button>
        <Button size="xs" mt="xs" ml="xs" variant="default" onClick={() => void navigate({ href: hotelPage })}>
          Back to the hotel
        </Button>
      </Alert>
    );
  return (
    <HotelBookPage
      // Another rate or approval starts afresh: its own recheck, form and booking reference.
      key={`${search.rate}|${search.approvalid ?? ''}`}
      login={login}
      searchid={search.sid}
      ratekey={search.rate}
      approvalid={search.approvalid ?? ''}
      paymentFailed={search.payment === 'failed'}
      failureurl={`${hotelBookPath(base, target)}&payment=failed`}
      data={state.data}
      machine={hotelBookMachine}
      onBooked={(txid) => void navigate({ href: hotelVoucherPath(txid) })}
      onGateway={goToPaymentGateway}
      onBackToHotel={() => void navigate({ href: hotelPage })}
    />
  );
}

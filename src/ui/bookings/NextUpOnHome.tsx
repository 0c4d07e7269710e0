import { useLocation } from '@tanstack/react-router';
import { useCachedTrips } from '../../db/trips-hooks';
import { homePath } from '../../domain/landing';
import { useSession } from '../../session/store';
import { NextUpCard } from './NextUpCard';
import { nextUpItem } from './next-up';
import { useMyBookings } from './use-my-bookings';

/** The shell renders this on every page; it shows "Next up" only on the user's home path. */
export function NextUpOnHome() {
  const login = useSession();
  const { pathname } = useLocation();
  if (!login || login.passwordchange || pathname.replace(/\/+$/, '') !== homePath(login.defaulthome)) return null;
  return <NextUp profileid={login.profilemaster.profileid} />;
}

function NextUp({ profileid }: { profileid: string }) {
  const { state } = useMyBookings(profileid);
  const trips = useCachedTrips(profileid);
  if (state.kind !== 'ready' || trips === undefined) return null;
  return <NextUpCard item={nextUpItem(state.answer.list, trips, state.answer.today)} />;
}

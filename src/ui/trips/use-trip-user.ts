import { useSession } from '../../session/store';
import type { TripAuthor } from '../../db/trips-drafts';

/** The logged-in profile as the trip screens need it, or null while logging out. */
export function useTripUser(): TripAuthor | null {
  const login = useSession();
  if (!login) return null;
  const { profileid, corporateid, first_name, passport_last_name, email } = login.profilemaster;
  return { profileid, corporateid, name: `${first_name} ${passport_last_name}`.trim() || email };
}

import type { NightState, Reservation, RoomType } from '../../contract/guesthouses/shapes';
import { formatDate } from '../../domain/format';

/* Words the guest house screens share (docs/features/guesthouses.md). */

export const ROOM_TYPE_LABEL: Record<RoomType, string> = { single: 'Single', double: 'Double', suite: 'Suite' };
export const NIGHT_STATE_LABEL: Record<NightState, string> = { free: 'Free', reserved: 'Reserved', blocked: 'Blocked' };

export const sleeps = (capacity: number) => `sleeps ${capacity}`;
export const nightsText = (n: number) => `${n} night${n === 1 ? '' : 's'}`;
export const stayText = (r: Pick<Reservation, 'checkin' | 'checkout' | 'nights'>) =>
  `${formatDate(r.checkin)} – ${formatDate(r.checkout)} (${nightsText(r.nights)})`;
export const statusText = (r: Pick<Reservation, 'status'>) => (r.status === 'reserved' ? 'Reserved' : 'Cancelled');

import { useCallback, useEffect, useState } from 'react';
import { createActor } from 'xstate';
import { useLiveQuery } from 'dexie-react-hooks';
import type { HotelBooking } from '../../../contract/hotels/booking-shapes';
import { keptHotelVoucher } from '../../../db/hotel-vouchers';
import { readKeptVoucher } from './voucher-api';
import { voucherPollingMachine } from './voucher-polling';

/*
 * The voucher's state: the copy kept on this device (src/db/hotel-vouchers.ts) renders at once, the
 * polling machine (voucher-polling.ts) asks the server and keeps every answer, and goes on asking
 * while the hotel has not answered. When the server cannot be reached the kept copy stands in,
 * marked with when it was saved (docs/features/hotels.md "Offline").
 */

export type VoucherView =
  | { kind: 'loading' }
  /** offline: nothing kept here and the server cannot be reached, so it is unknown, not absent. */
  | { kind: 'notFound'; offline: boolean }
  | {
      kind: 'voucher';
      booking: HotelBooking;
      /** When the copy shown was saved on this device, if the server cannot be reached now; else null. */
      offlineSince: number | null;
      /** Still asking the server whether the hotel has answered. */
      polling: boolean;
    };

type Stage = 'loading' | 'pending' | 'ticketed' | 'notFound' | 'failed' | 'stillPending';
interface Poll {
  key: string;
  stage: Stage;
  booking: HotelBooking | null;
  /** A re-fetch failed while polling: the server went away meanwhile. */
  lost: boolean;
}

export function useHotelVoucher(profileid: string, txid: string): { view: VoucherView; refresh: () => void } {
  const kept = useLiveQuery(async () => {
    const row = await keptHotelVoucher(profileid, txid).catch(() => undefined);
    const booking = readKeptVoucher(row?.data);
    return booking && row ? { booking, savedAt: row.cachedat } : null;
  }, [profileid, txid]);
  const [round, setRound] = useState(0);
  const key = `${profileid}|${txid}|${round}`;
  const [poll, setPoll] = useState<Poll>({ key, stage: 'loading', booking: null, lost: false });

  useEffect(() => {
    const actor = createActor(voucherPollingMachine({ profileid }), { input: { txid } });
    actor.subscribe((snapshot) => {
      const stage: Stage = snapshot.matches('pending') ? 'pending' : (snapshot.value as Stage);
      setPoll({ key, stage, booking: snapshot.context.ticket, lost: snapshot.context.error !== '' });
    });
    actor.start();
    return () => {
      actor.stop();
    };
  }, [key, profileid, txid]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { view: viewOf(poll.key === key ? poll : { key, stage: 'loading', booking: null, lost: false }, kept), refresh };
}

function viewOf(poll: Poll, kept: { booking: HotelBooking; savedAt: number } | null | undefined): VoucherView {
  if (poll.stage === 'notFound') return { kind: 'notFound', offline: false };
  if (poll.stage === 'failed' || poll.stage === 'loading') {
    // Only the first fetch fails (a later failure keeps polling): the kept copy is all there is.
    const offline = poll.stage === 'failed';
    if (kept === undefined) return { kind: 'loading' };
    if (kept === null) return offline ? { kind: 'notFound', offline: true } : { kind: 'loading' };
    return { kind: 'voucher', booking: kept.booking, offlineSince: offline ? kept.savedAt : null, polling: !offline };
  }
  const booking = poll.booking ?? kept?.booking;
  if (!booking) return { kind: 'loading' };
  const polling = poll.stage === 'pending';
  return { kind: 'voucher', booking, offlineSince: polling && poll.lost && kept ? kept.savedAt : null, polling };
}

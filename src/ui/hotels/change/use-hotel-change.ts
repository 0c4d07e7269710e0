import { useEffect, useEffectEvent } from 'react';
import { useMachine } from '@xstate/react';
import type { ChangedStay, HotelChangeInput } from '../../../machines/hotels/hotel-change.machine';
import { stayChangeMachine } from './change-machine-calls';

/**
 * The 'Change dates' drawer's machine (src/machines/hotels/hotel-change.machine.ts), left once the
 * stay is changed: for the new voucher, or for the payment gateway when the new booking waits for the card.
 */
export function useHotelChange(start: HotelChangeInput, onChanged: (changed: ChangedStay) => void) {
  const [snapshot, send] = useMachine(stayChangeMachine, { input: start });
  const changed = snapshot.matches('changed');
  const finish = useEffectEvent(() => onChanged({ txid: snapshot.context.txidNew, paymenturl: snapshot.context.paymenturl }));
  useEffect(() => {
    if (changed) finish();
  }, [changed]);
  return { snapshot, send };
}

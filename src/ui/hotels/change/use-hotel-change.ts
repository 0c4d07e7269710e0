import { useEffect, useEffectEvent } from 'react';
import { useMachine } from '@xstate/react';
import type { HotelChangeInput } from '../../../machines/hotels/hotel-change.machine';
import { stayChangeMachine } from './change-machine-calls';

/** The 'Change dates' drawer's machine (src/machines/hotels/hotel-change.machine.ts), left for the new voucher once the stay is changed. */
export function useHotelChange(start: HotelChangeInput, onChanged: (txid: string) => void) {
  const [snapshot, send] = useMachine(stayChangeMachine, { input: start });
  const changed = snapshot.matches('changed');
  const finish = useEffectEvent(() => onChanged(snapshot.context.txidNew));
  useEffect(() => {
    if (changed) finish();
  }, [changed]);
  return { snapshot, send };
}

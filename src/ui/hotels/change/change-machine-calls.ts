import { fromPromise } from 'xstate';
import { hotelChangeMachine } from '../../../machines/hotels/hotel-change.machine';
import { changeStay, quoteChange, sendChangeForApproval } from './change-api';

/** The hotel change machine as the voucher's 'Change dates' drawer runs it: its calls are the drawer's. */
export const stayChangeMachine = hotelChangeMachine.provide({
  actors: {
    quoteChange: fromPromise(({ input }) => quoteChange(input)),
    sendForApproval: fromPromise(({ input }) => sendChangeForApproval(input)),
    changeStay: fromPromise(({ input }) => changeStay(input)),
  },
});

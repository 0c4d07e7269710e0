import { fromPromise } from 'xstate';
import { paymentWith } from '../../../machines/booking/payment.machine';
import { flightRescheduleMachine } from '../../../machines/flights/flight-reschedule.machine';
import {
  type RescheduleSearchInput,
  rescheduleQuery,
  searchUntilSettled,
} from '../../../machines/flights/flight-reschedule.search';
import { flightSearchMachine } from '../../../machines/flights/flight-search.machine';
import { fetchFlightResults } from '../results/flight-search-api';
import { quoteReschedule, rescheduleFlightCall, sendChangeForApproval, startRescheduleSearch } from './reschedule-api';

/** The flight search as the results pages run it, only started with SEARCHFLIGHTSRESC for this booking. */
function searchFor({ txid, onwarddate, returndate }: RescheduleSearchInput) {
  return flightSearchMachine.provide({
    actors: {
      searchFlights: fromPromise(() => startRescheduleSearch(txid, onwarddate, returndate)),
      fetchResults: fromPromise(({ input }) => fetchFlightResults(input)),
    },
  });
}

/** The reschedule machine as the e-ticket's 'Change date' drawer runs it: its calls are the page's. */
export const rescheduleMachine = flightRescheduleMachine.provide({
  actors: {
    searchFlights: fromPromise(({ input, signal }) =>
      searchUntilSettled(searchFor(input), rescheduleQuery(input), signal),
    ),
    quoteReschedule: fromPromise(({ input }) => quoteReschedule(input)),
    sendForApproval: fromPromise(({ input }) => sendChangeForApproval(input)),
    payment: paymentWith(rescheduleFlightCall),
  },
});

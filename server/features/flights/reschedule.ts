import type { OperationHandler } from '../../dispatch/types';
import { sendRescheduleForApprovalHandler } from './reschedule-approval';
import { flightRescheduleQuoteHandler } from './reschedule-quote';
import { flightRescheduleHandler } from './reschedule-request';
import { searchFlightsRescheduleHandler } from './reschedule-search';

/* Handlers of flight reschedule: the search, the quote, the approval and the request (docs/features/flights-reschedule.md). */
export const flightRescheduleHandlers: readonly OperationHandler[] = [
  searchFlightsRescheduleHandler,
  flightRescheduleQuoteHandler,
  sendRescheduleForApprovalHandler,
  flightRescheduleHandler,
];

import type { OperationHandler } from '../../dispatch/types';
import { flightCancelQuoteHandler } from './cancel-quote';
import { flightCancelRequestHandler } from './cancel-request';

/* Handlers of flight cancellation: the quote and the request (the airline's processing: cancel-processing.ts). */
export const flightCancelHandlers: readonly OperationHandler[] = [flightCancelQuoteHandler, flightCancelRequestHandler];

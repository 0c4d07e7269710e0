import type { OperationHandler } from '../../dispatch/types';
import { financeStepHandlers } from './finance-steps';
import { paymentBatchesHandler } from './payment-batches';
import { paymentBatchHandler } from './payment-csv';
import { markReimbursedHandler, processHandler } from './payments';
import { queueHandler } from './queue';
import { settleHandler } from './settle';
import { surrenderLetterHandler } from './surrender-pdf';
import { verifyHandler } from './verify';

/** Finance's handlers (queues, verification, settlement, payment) and the surrender letter. */
export const financeHandlers: readonly OperationHandler[] = [
  queueHandler,
  ...financeStepHandlers,
  verifyHandler,
  settleHandler,
  processHandler,
  markReimbursedHandler,
  paymentBatchHandler,
  paymentBatchesHandler,
  surrenderLetterHandler,
];

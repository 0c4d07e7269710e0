import type { OperationHandler } from '../../dispatch/types';
import { claimHandlers } from './claim-handlers';
import { financeHandlers } from './finance-handlers';

/** Every handler of TG-EXPENSECLAIM and the surrender letter (contract: src/contract/expenses/). */
export const expenseHandlers: readonly OperationHandler[] = [...claimHandlers, ...financeHandlers];

import type { OperationHandler } from '../../dispatch/types';
import { addDirectUserHandler, addTravellerHandler } from './add';
import { inviteBusinessTravellerHandler, resendActivationHandler } from './invite';
import { updateUserRoleHandler } from './role';
import { searchCorporateTravellersLiteHandler } from './search';
import { deactivateUserHandler, reactivateUserHandler } from './status';

/** People administration's handlers (contract: src/contract/people/operations.ts). */
export const peopleHandlers: readonly OperationHandler[] = [
  searchCorporateTravellersLiteHandler,
  addTravellerHandler,
  addDirectUserHandler,
  resendActivationHandler,
  inviteBusinessTravellerHandler,
  updateUserRoleHandler,
  deactivateUserHandler,
  reactivateUserHandler,
];

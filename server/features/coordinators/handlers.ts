import type { OperationHandler } from '../../dispatch/types';
import { addUpdateTravelCoordinatorHandler, deleteTcHandler, deleteTravelCoordinatorHandler, getAllTcTravellersHandler } from './admin';
import { getTravelCoordinatorsHandler, getTravellersUnderTcHandler, getUpcomingTripsForTcHandler } from './reads';
import { requestTcHandler } from './request';

/** Every travel-coordinator handler (contract: src/contract/coordinators/operations.ts). */
export const coordinatorHandlers: readonly OperationHandler[] = [
  getAllTcTravellersHandler,
  getTravelCoordinatorsHandler,
  getTravellersUnderTcHandler,
  requestTcHandler,
  deleteTcHandler,
  addUpdateTravelCoordinatorHandler,
  deleteTravelCoordinatorHandler,
  getUpcomingTripsForTcHandler,
];

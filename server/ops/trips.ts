import type { OperationHandler } from '../dispatch/types';
import { createTripHandler } from './trips-create';
import { addTripItemHandler, deleteItemFromTripHandler, removeTripServicesHandler } from './trips-items';
import { getCorporateTripDatesHandler, getRecentTripsHandler, getTripsCreatedByProfileHandler } from './trips-list';
import { getProjectsForEmployeeHandler, getTripTypeForCorporateHandler, getTripTypeValidationHandler, getTripValidationsHandler } from './trips-masters';
import { getCorporateFullTripHandler, getCorporateTripConfigHandler, getTripDetailsLiteHandler, viewTrackerHandler } from './trips-read';
import {
  addTripRequestItemsHandler,
  addTripRequestItemsOfflineHandler,
  deleteRequestItemFromTripHandler,
  updateTripRequestItemsHandler,
} from './trips-request-items';
import { recallTripHandler } from './trips-recall';
import { getPendingAmendmentsHandler } from './trips-amendment-inbox';
import { submitTripHandler } from './trips-submit';
import { deleteTripHandler, updateTripDateHandler, updateTripDetailsHandler, updateTripTypeHandler } from './trips-update';

/** Every trip-core handler (contract: src/contract/ops/trips.ts). */
export const tripHandlers: readonly OperationHandler[] = [
  createTripHandler,
  getCorporateFullTripHandler,
  getTripDetailsLiteHandler,
  getTripsCreatedByProfileHandler,
  getRecentTripsHandler,
  getCorporateTripDatesHandler,
  getCorporateTripConfigHandler,
  updateTripDateHandler,
  deleteTripHandler,
  updateTripTypeHandler,
  updateTripDetailsHandler,
  submitTripHandler,
  recallTripHandler,
  getPendingAmendmentsHandler,
  addTripItemHandler,
  deleteItemFromTripHandler,
  removeTripServicesHandler,
  addTripRequestItemsHandler,
  addTripRequestItemsOfflineHandler,
  updateTripRequestItemsHandler,
  deleteRequestItemFromTripHandler,
  viewTrackerHandler,
  getTripTypeForCorporateHandler,
  getTripTypeValidationHandler,
  getProjectsForEmployeeHandler,
  getTripValidationsHandler,
];

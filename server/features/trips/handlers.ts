import type { OperationHandler } from '../../dispatch/types';
import { createTripHandler } from './create';
import { getCorporateTripsHandler } from './corporate-list';
import { addTripItemHandler, deleteItemFromTripHandler, removeTripServicesHandler } from './items';
import { getCorporateTripDatesHandler, getRecentTripsHandler, getTripsCreatedByProfileHandler } from './list';
import { getProjectsForEmployeeHandler, getTripTypeForCorporateHandler, getTripTypeValidationHandler, getTripValidationsHandler } from './masters';
import { getCorporateFullTripHandler, getCorporateTripConfigHandler, getTripDetailsLiteHandler, viewTrackerHandler } from './read';
import {
  addTripRequestItemsHandler,
  addTripRequestItemsOfflineHandler,
  deleteRequestItemFromTripHandler,
  updateTripRequestItemsHandler,
} from './request-items';
import { recallTripHandler } from './recall';
import { getPendingAmendmentsHandler } from './amendment-inbox';
import { submitTripHandler } from './submit';
import { deleteTripHandler, updateTripDateHandler, updateTripDetailsHandler, updateTripTypeHandler } from './update';

/** Every trip-core handler (contract: src/contract/trips/operations.ts). */
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
  getCorporateTripsHandler,
];

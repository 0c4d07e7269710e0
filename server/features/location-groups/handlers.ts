import type { OperationHandler } from '../../dispatch/types';
import { addLocationGroupHandler, deleteLocationGroupHandler, editLocationGroupHandler, getAllLocationGroupHandler } from './groups';
import { getAllLocationForGroupIdHandler, getAllLocationMasterHandler, mapLocationToGroupHandler, removeMappedLocationHandler } from './places';
import { setTripTypeLocationGroupHandler } from './trip-types';

/** Every TG-LOCATIONGROUP handler (contract: src/contract/location-groups/). */
export const locationGroupHandlers: readonly OperationHandler[] = [
  getAllLocationMasterHandler,
  getAllLocationGroupHandler,
  addLocationGroupHandler,
  editLocationGroupHandler,
  deleteLocationGroupHandler,
  mapLocationToGroupHandler,
  removeMappedLocationHandler,
  getAllLocationForGroupIdHandler,
  setTripTypeLocationGroupHandler,
];

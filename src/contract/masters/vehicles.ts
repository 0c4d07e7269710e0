import * as v from 'valibot';
import { defineOperation } from '../operation';
import { FINANCE_ADMINS } from '../roles';
import { masterListQuery, masterListTotal } from './list-query';
import {
  MASTER_STATUSES,
  expense,
  includeInactive,
  jsondataOf,
  masterStatus,
  moneyAmount,
  ok,
  optionalText,
  ownIds,
  requiredText,
} from './master-fields';

/* Vehicles mileage is claimed for (docs/features/masters.md "Vehicles"). */

export const DISTANCE_UNITS = ['km', 'miles'] as const;

export const VehicleMasterSchema = v.object({
  vehicleid: v.string(),
  vehicletype: v.string(),
  fueltype: v.string(),
  /** A decimal amount in the company's currency per `unit`. */
  rateperkm: v.string(),
  unit: v.picklist(DISTANCE_UNITS),
  status: v.picklist(MASTER_STATUSES),
  verified: v.boolean(),
  remark: v.string(),
});
export type VehicleMaster = v.InferOutput<typeof VehicleMasterSchema>;

const vehicleFields = {
  vehicletype: requiredText('vehicletype', 60),
  fueltype: optionalText('fueltype', 30),
  rateperkm: moneyAmount('rateperkm'),
  unit: v.optional(v.picklist(DISTANCE_UNITS, 'unit must be km or miles'), 'km'),
  status: masterStatus(),
};

/** Every role lists the active vehicles; finance admins may ask for inactive ones. Sortable by vehicletype (default), fueltype, status. */
export const viewAllVehicles = defineOperation({
  ...expense,
  action: 'viewallvehicles',
  request: v.object({ ...ownIds, ...includeInactive, ...masterListQuery }),
  response: v.object({ ...ok, VehicleMaster: v.array(VehicleMasterSchema), ...masterListTotal }),
  roles: 'any',
  mutates: false,
});

export const addVehicle = defineOperation({
  ...expense,
  action: 'addvehicle',
  request: jsondataOf('VehicleMaster', vehicleFields),
  response: v.object({ ...ok, vehicleid: v.string() }),
  roles: FINANCE_ADMINS,
  mutates: true,
});

/** Changing a vehicle's rate or type makes it unverified again: a finance admin checks the new terms. */
export const updateVehicle = defineOperation({
  ...expense,
  action: 'updatevehicle',
  request: jsondataOf('VehicleMaster', { vehicleid: requiredText('vehicleid', 64), ...vehicleFields }),
  response: v.object({ ...ok, vehicleid: v.string() }),
  roles: FINANCE_ADMINS,
  mutates: true,
});

export const verifyVehicleMaster = defineOperation({
  ...expense,
  action: 'verifyvehiclemaster',
  request: jsondataOf('VehicleMaster', {
    vehicleid: requiredText('vehicleid', 64),
    verified: v.boolean('verified must be true or false'),
    remark: optionalText('remark', 500),
  }),
  response: v.object({ ...ok, vehicleid: v.string() }),
  roles: FINANCE_ADMINS,
  mutates: true,
});

export const vehicleOperations = { viewAllVehicles, addVehicle, updateVehicle, verifyVehicleMaster };

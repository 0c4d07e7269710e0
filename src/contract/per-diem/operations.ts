import { addPerDiemGroup, getPerDiemGroups, updatePerDiemGroup } from './groups';
import { deletePerDiemMapping, getPerDiemMapping, mapPerDiemMaster } from './mapping';
import { addPerDiemMasters, deletePerDiemMaster, getPerDiemMasters, updatePerDiemMasters } from './masters';

/*
 * TG-TRAVELPOLICYADMIN, the per-diem calls (docs/features/per-diem.md): plans, their rate tables
 * and the people on them. Success answers `ResponseStatus.status` 'OK'; refusals are the usual 4xx
 * `ResponseStatus` 'NOK' whose message names the field.
 */
export const perDiemOperations = {
  getPerDiemGroups,
  addPerDiemGroup,
  updatePerDiemGroup,
  getPerDiemMasters,
  addPerDiemMasters,
  updatePerDiemMasters,
  deletePerDiemMaster,
  mapPerDiemMaster,
  getPerDiemMapping,
  deletePerDiemMapping,
};

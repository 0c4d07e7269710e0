import type { OperationHandler } from '../../dispatch/types';
import { addPerDiemGroupHandler, getPerDiemGroupsHandler, updatePerDiemGroupHandler } from './groups';
import { deletePerDiemMappingHandler, getPerDiemMappingHandler, mapPerDiemMasterHandler } from './mapping';
import { addPerDiemMastersHandler, deletePerDiemMasterHandler, getPerDiemMastersHandler, updatePerDiemMastersHandler } from './masters';

/** Every per-diem handler of TG-TRAVELPOLICYADMIN (contract: src/contract/per-diem/). */
export const perDiemHandlers: readonly OperationHandler[] = [
  getPerDiemGroupsHandler,
  addPerDiemGroupHandler,
  updatePerDiemGroupHandler,
  getPerDiemMastersHandler,
  addPerDiemMastersHandler,
  updatePerDiemMastersHandler,
  deletePerDiemMasterHandler,
  mapPerDiemMasterHandler,
  getPerDiemMappingHandler,
  deletePerDiemMappingHandler,
];

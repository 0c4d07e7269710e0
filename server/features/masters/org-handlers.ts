import type { OperationHandler } from '../../dispatch/types';
import {
  addCorporateBudgetHandler,
  getCorporateBudgetsForDepartmentHandler,
  updateCorporateBudgetHandler,
  viewBudgetWithCorpIdHandler,
} from './budgets';
import {
  addCostCenterHandler,
  getCostCentersForDepartmentHandler,
  getCostCentersForEmployeeHandler,
  updateCostCenterHandler,
  viewCostCenterWithCorpIdHandler,
} from './cost-centers';
import {
  addDepartmentHandler,
  updateDepartmentHandler,
  viewDepartmentWithCorporateIdHandler,
  viewDepartmentWithCostCenterIdHandler,
} from './departments';
import { addGradeHandler, updateGradeHandler, viewGradeWithCorporateIdHandler } from './grades';
import {
  addProjectHandler,
  deleteProjectHandler,
  getProjectsForCostCenterHandler,
  updateProjectHandler,
  viewProjectWithCorpIdHandler,
} from './projects';

/** The organisation masters' handlers (contract: src/contract/masters/org.ts). */
export const orgMasterHandlers: readonly OperationHandler[] = [
  addDepartmentHandler,
  updateDepartmentHandler,
  viewDepartmentWithCorporateIdHandler,
  viewDepartmentWithCostCenterIdHandler,
  addGradeHandler,
  updateGradeHandler,
  viewGradeWithCorporateIdHandler,
  addCostCenterHandler,
  updateCostCenterHandler,
  viewCostCenterWithCorpIdHandler,
  getCostCentersForDepartmentHandler,
  getCostCentersForEmployeeHandler,
  addProjectHandler,
  updateProjectHandler,
  viewProjectWithCorpIdHandler,
  deleteProjectHandler,
  getProjectsForCostCenterHandler,
  addCorporateBudgetHandler,
  updateCorporateBudgetHandler,
  viewBudgetWithCorpIdHandler,
  getCorporateBudgetsForDepartmentHandler,
];

import { budgetOperations } from './budgets';
import { costCenterOperations } from './cost-centers';
import { departmentOperations } from './departments';
import { projectOperations } from './projects';

/** The organisation masters: departments → cost centres → projects, and departments' budgets. */
export const orgMasterOperations = { ...departmentOperations, ...costCenterOperations, ...projectOperations, ...budgetOperations };

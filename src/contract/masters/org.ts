import { budgetOperations } from './budgets';
import { costCenterOperations } from './cost-centers';
import { departmentOperations } from './departments';
import { gradeOperations } from './grades';
import { projectOperations } from './projects';

/** The organisation masters: departments → cost centres → projects, departments' budgets, and people's grades. */
export const orgMasterOperations = { ...departmentOperations, ...gradeOperations, ...costCenterOperations, ...projectOperations, ...budgetOperations };

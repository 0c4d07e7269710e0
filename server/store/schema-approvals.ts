/* Tables of the approvals area (issue 4); re-exported by schema.ts so one migration set covers them. */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Role } from '../../src/contract/roles';
import type { ApprovalRule } from '../../src/domain/approval-rules';
import { corporates } from './schema-core';

/**
 * A company's approval workflow, one row per level (1 = first). How a level finds its approver:
 * - 'reportsTo': level 1 = the traveller's manager, level n = the manager of level n-1's approver;
 * - 'profile': the named `approverProfileId`;
 * - 'role': the company's first active profile holding `approverRole` (e.g. traveladmin).
 * A company without rows routes to the traveller's manager only (docs/approvals.md).
 */
export const approvalWorkflowLevels = pgTable(
  'approval_workflow_levels',
  {
    corporateId: text('corporate_id').notNull().references(() => corporates.id),
    level: integer('level').notNull(),
    rule: text('rule').$type<ApprovalRule>().notNull(),
    approverProfileId: text('approver_profile_id'),
    approverRole: text('approver_role').$type<Role>(),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.level] })],
);

import type { Tx } from './db';
import { approvalWorkflowLevels } from './schema';

/**
 * Approval workflows of the demo companies. Acme: the traveller's manager (one level). Globex:
 * the traveller's manager, then the company's travel admin. Companies without rows route to the
 * traveller's manager only (docs/approvals.md).
 */
export async function seedApprovals(tx: Tx): Promise<void> {
  await tx.insert(approvalWorkflowLevels).values([
    { corporateId: '1001', level: 1, rule: 'reportsTo' },
    { corporateId: '1002', level: 1, rule: 'reportsTo' },
    { corporateId: '1002', level: 2, rule: 'role', approverRole: 'traveladmin' },
  ]);
}

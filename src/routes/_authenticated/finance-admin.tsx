import { createFileRoute } from '@tanstack/react-router';
import { getAdminAudit } from '../../contract/masters/admin-audit';
import { addBillableCustomer } from '../../contract/masters/billable-customers';
import { entitiesFor } from '../../contract/bulk-import/entities';
import { getFinanceExpenseQueue } from '../../contract/expenses/queues';
import { FINANCE_ADMINS } from '../../contract/roles';
import { useSession } from '../../session/store';
import { AdminTabs, type AdminTab } from '../../ui/admin/AdminTabs';
import { AuditTrailPanel } from '../../ui/admin/AuditTrailPanel';
import { BillableCustomersPanel } from '../../ui/admin/BillableCustomersPanel';
import { mayCall } from '../../ui/shared/admin-access';
import { BulkImportPanel } from '../../ui/bulk-import/BulkImportPanel';
import { FinanceQueuePanel } from '../../ui/expenses/finance/FinanceQueuePanel';
import { PayQueuePanel } from '../../ui/expenses/finance/PayQueuePanel';
import { MasterPanel } from '../../ui/masters/MasterPanel';
import { FINANCE_MASTERS } from '../../ui/masters/console-masters';

/** /finance-admin?tab=…: the finance side of the admin console (docs/features/admin-roles.md). */
export const Route = createFileRoute('/_authenticated/finance-admin')({
  validateSearch: (search: Record<string, unknown>): { tab?: string } => (typeof search.tab === 'string' ? { tab: search.tab } : {}),
  component: FinanceAdminRoute,
});

function FinanceAdminRoute() {
  const login = useSession();
  const { tab = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!login) return null;
  const { profileid, corporate_role: role } = login.profilemaster;
  const tabs: AdminTab[] = [
    ...(mayCall(addBillableCustomer, role) ? [{ value: 'billable-customers', label: 'Billable customers', panel: <BillableCustomersPanel profileid={profileid} /> }] : []),
    ...(mayCall(getFinanceExpenseQueue, role)
      ? [
          { value: 'expenses-verify', label: 'Expenses to verify', panel: <FinanceQueuePanel profileid={profileid} queue="verify" /> },
          { value: 'expenses-pay', label: 'Expenses to pay', panel: <PayQueuePanel profileid={profileid} /> },
          { value: 'expenses-closed', label: 'Closed expenses', panel: <FinanceQueuePanel profileid={profileid} queue="closed" /> },
        ]
      : []),
    ...FINANCE_MASTERS.filter((m) => mayCall(m.addOp, role)).map((m) => ({ value: m.list, label: m.title, panel: <MasterPanel spec={m} profileid={profileid} role={role} /> })),
    ...(entitiesFor(role, FINANCE_ADMINS).length > 0 ? [{ value: 'import', label: 'Import / export', panel: <BulkImportPanel entities={entitiesFor(role, FINANCE_ADMINS)} /> }] : []),
    ...(mayCall(getAdminAudit, role) ? [{ value: 'audit', label: 'Audit trail', panel: <AuditTrailPanel profileid={profileid} /> }] : []),
  ];
  return <AdminTabs title="Finance Admin" tabs={tabs} active={tab} onChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}

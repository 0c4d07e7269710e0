import { createFileRoute } from '@tanstack/react-router';
import { emulationCandidates } from '../../contract/emulation/operations';
import { getAdminAudit } from '../../contract/masters/admin-audit';
import { addMessage } from '../../contract/masters/admin-messages';
import { useSession } from '../../session/store';
import { AdminTabs, type AdminTab } from '../../ui/admin/AdminTabs';
import { AuditTrailPanel } from '../../ui/admin/AuditTrailPanel';
import { MessagesPanel } from '../../ui/admin/MessagesPanel';
import { mayCall } from '../../ui/admin/admin-access';
import { EmulatePanel } from '../../ui/emulation/EmulatePanel';

/** /travel-admin?tab=…: the travel side of the admin console (docs/features/admin-roles.md). */
export const Route = createFileRoute('/_authenticated/travel-admin')({
  validateSearch: (search: Record<string, unknown>): { tab?: string } => (typeof search.tab === 'string' ? { tab: search.tab } : {}),
  component: TravelAdminRoute,
});

function TravelAdminRoute() {
  const login = useSession();
  const { tab = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!login) return null;
  const { profileid, corporate_role: role } = login.profilemaster;
  const tabs: AdminTab[] = [
    ...(mayCall(emulationCandidates, role) ? [{ value: 'act-as', label: 'Act as', panel: <EmulatePanel /> }] : []),
    ...(mayCall(addMessage, role) ? [{ value: 'messages', label: 'Messages', panel: <MessagesPanel profileid={profileid} role={role} /> }] : []),
    ...(mayCall(getAdminAudit, role) ? [{ value: 'audit', label: 'Audit trail', panel: <AuditTrailPanel profileid={profileid} /> }] : []),
  ];
  return <AdminTabs title="Travel Admin" tabs={tabs} active={tab} onChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}

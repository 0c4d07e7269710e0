import { createFileRoute } from '@tanstack/react-router';
import { saveGuestHouse } from '../../contract/guesthouses/admin';
import { useSession } from '../../session/store';
import { AdminTabs, type AdminTab } from '../../ui/admin/AdminTabs';
import { FindRoomPanel } from '../../ui/guesthouses/FindRoomPanel';
import { ManagePanel } from '../../ui/guesthouses/ManagePanel';
import { MyReservationsPanel } from '../../ui/guesthouses/MyReservationsPanel';
import { mayCall } from '../../ui/shared/admin-access';

/** /guesthouse?tab=…: the company's guest houses (docs/features/guesthouses.md); "Manage" for travel admins. */
export const Route = createFileRoute('/_authenticated/guesthouse')({
  validateSearch: (search: Record<string, unknown>): { tab?: string } => (typeof search.tab === 'string' ? { tab: search.tab } : {}),
  component: GuestHouseRoute,
});

function GuestHouseRoute() {
  const login = useSession();
  const { tab = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!login) return null;
  const tabs: AdminTab[] = [
    { value: 'find', label: 'Find a room', panel: <FindRoomPanel /> },
    { value: 'mine', label: 'My reservations', panel: <MyReservationsPanel /> },
    ...(mayCall(saveGuestHouse, login.profilemaster.corporate_role) ? [{ value: 'manage', label: 'Manage', panel: <ManagePanel /> }] : []),
  ];
  return <AdminTabs title="Guest houses" tabs={tabs} active={tab} onChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}

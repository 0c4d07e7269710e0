import { createFileRoute } from '@tanstack/react-router';
import { addUpdateTravelCoordinator } from '../../contract/coordinators/operations';
import { emulationCandidates } from '../../contract/emulation/operations';
import { getAdminAudit } from '../../contract/masters/admin-audit';
import { addMessage } from '../../contract/masters/admin-messages';
import { searchCorporateTravellersLite } from '../../contract/people/operations';
import { getCorporateTrips } from '../../contract/trips/corporate-trips';
import { entitiesFor } from '../../contract/bulk-import/entities';
import { TRAVEL_ADMINS } from '../../contract/roles';
import { addCustomField } from '../../contract/custom-fields/operations';
import { useSession } from '../../session/store';
import { AdminTabs, type AdminTab } from '../../ui/admin/AdminTabs';
import { AuditTrailPanel } from '../../ui/admin/AuditTrailPanel';
import { MessagesPanel } from '../../ui/admin/MessagesPanel';
import { mayCall } from '../../ui/shared/admin-access';
import { BulkImportPanel } from '../../ui/bulk-import/BulkImportPanel';
import { CoordinatorsPanel } from '../../ui/coordinators/CoordinatorsPanel';
import { EmulatePanel } from '../../ui/emulation/EmulatePanel';
import { CustomFieldsPanel } from '../../ui/custom-fields/CustomFieldsPanel';
import { PeoplePanel } from '../../ui/people/PeoplePanel';
import { TripMastersPanel } from '../../ui/masters/TripMastersPanel';
import { addTripPurpose } from '../../contract/masters/trip-purposes';
import { CorporateTripsTab } from '../../ui/corporate-trips/CorporateTripsTab';
import { getTravelPolicies } from '../../contract/policy/policies';
import { PolicyPanel } from '../../ui/policy/PolicyPanel';
import { addLocationGroup } from '../../contract/location-groups/operations';
import { LocationsPanel } from '../../ui/location-groups/LocationsPanel';
import { addPerDiemGroup } from '../../contract/per-diem/groups';
import { PerDiemPanel } from '../../ui/per-diem/PerDiemPanel';
import { verifyVisa } from '../../contract/visas/verify';
import { VisaVerifyPanel } from '../../ui/visas/VisaVerifyPanel';

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
    ...(mayCall(searchCorporateTravellersLite, role) ? [{ value: 'people', label: 'People', panel: <PeoplePanel profileid={profileid} /> }] : []),
    ...(mayCall(addUpdateTravelCoordinator, role) ? [{ value: 'coordinators', label: 'Coordinators', panel: <CoordinatorsPanel /> }] : []),
    ...(mayCall(addTripPurpose, role) ? [{ value: 'trip-masters', label: 'Trip masters', panel: <TripMastersPanel profileid={profileid} role={role} /> }] : []),
    // Policy: the company's travel policies, their versions, simulator and blocked sectors (docs/features/policy.md "Screens").
    ...(mayCall(getTravelPolicies, role) ? [{ value: 'policy', label: 'Policy', panel: <PolicyPanel profileid={profileid} /> }] : []),
    ...(mayCall(addLocationGroup, role) ? [{ value: 'locations', label: 'Locations', panel: <LocationsPanel profileid={profileid} /> }] : []),
    ...(mayCall(addPerDiemGroup, role) ? [{ value: 'per-diem', label: 'Per diem', panel: <PerDiemPanel profileid={profileid} /> }] : []),
    ...(mayCall(verifyVisa, role) ? [{ value: 'visas', label: 'Visas', panel: <VisaVerifyPanel profileid={profileid} /> }] : []),
    ...(mayCall(addMessage, role) ? [{ value: 'messages', label: 'Messages', panel: <MessagesPanel profileid={profileid} role={role} /> }] : []),
    // #corporate_trips_24 of the product: every trip of the company.
    ...(mayCall(getCorporateTrips, role) ? [{ value: 'corporate-trips', label: 'Corporate trips', panel: <CorporateTripsTab profileid={profileid} /> }] : []),
    ...(entitiesFor(role, TRAVEL_ADMINS).length > 0 ? [{ value: 'import', label: 'Import / export', panel: <BulkImportPanel entities={entitiesFor(role, TRAVEL_ADMINS)} /> }] : []),
    ...(mayCall(addCustomField, role) ? [{ value: 'custom-fields', label: 'Custom fields', panel: <CustomFieldsPanel /> }] : []),
    ...(mayCall(getAdminAudit, role) ? [{ value: 'audit', label: 'Audit trail', panel: <AuditTrailPanel profileid={profileid} /> }] : []),
  ];
  return <AdminTabs title="Travel Admin" tabs={tabs} active={tab} onChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}

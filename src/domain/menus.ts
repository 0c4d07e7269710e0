import type { LoginOk, MenuConfig, Module, ServiceConfig, ServiceFlag } from '../contract/login';
import type { Role, UserCategory } from '../contract/roles';
import type { HotelsBase } from './hotel-paths';

/**
 * Which header menus and profile-menu items a user sees (docs/product.md#shell and docs/product.md#roles). Pure, so the
 * server can share it and the tests can table it for every demo role.
 */
export interface MenuUser {
  role: Role;
  userCategory: UserCategory;
  tags: readonly string[];
  corporateid: string;
  menuconfig: MenuConfig;
  serviceconfig: ServiceConfig;
  policylink: string;
  /** The stored home path (homePath(defaulthome)). */
  home: string;
  emulating: boolean;
  /** Has a personal profile to switch to (switch to personal v2); never offered while acting as someone. */
  personalAccount: boolean;
  /** The company's hotel version (getcorporatebookingconfig; '' until known): which hotel flow the menu opens. */
  hotelversion: string;
}

export interface MenuLink {
  label: string;
  to: string;
}

/** A count the shell shows next to a header link (issue 15: what waits for the user's decision). */
export type HeaderBadge = 'approvals';

/** A header entry: a plain link, a dropdown of links, or the Switch back action. */
export type HeaderMenu =
  | { kind: 'link'; label: string; to: string; badge?: HeaderBadge }
  | { kind: 'menu'; label: string; items: MenuLink[] }
  | { kind: 'switchback'; label: 'Switch back' };

/** Profile-menu entries: routes, or the dialogs and actions the shell runs. */
export type ProfileMenuItem =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'action'; label: string; action: ProfileAction };
export type ProfileAction = 'support' | 'app-qr' | 'login-qr' | 'personal' | 'logout';

/** A booking module is on only when both the stored permission set and the service config allow it. */
function moduleOn(user: MenuUser, module: Module, flag: ServiceFlag = module as ServiceFlag): boolean {
  return user.menuconfig[module] && user.serviceconfig[flag];
}

/** docs/product.md#roles: "Traveladmin and travelcoordinator see travel only when their service-config flags are on." */
/** The hotel flow a company's `hotelversion` opens (docs/features/hotels.md "Versions"): v2 its own, else the first. */
export function hotelsHome(hotelversion: string): HotelsBase {
  return hotelversion === 'v2' ? '/v2/hotels' : '/hotels';
}

function seesTravel(user: MenuUser): boolean {
  if (user.role === 'traveladmin') return user.serviceconfig.showtravelfortraveladmin;
  if (user.role === 'travelcoordinator') return user.serviceconfig.showtravelfortravelcoordinator;
  return true;
}

function travelItems(user: MenuUser): MenuLink[] {
  const items: MenuLink[] = [];
  if (seesTravel(user)) {
    if (moduleOn(user, 'flights')) items.push({ label: 'Flights', to: '/flights' });
    if (moduleOn(user, 'hotels')) items.push({ label: 'Hotels', to: hotelsHome(user.hotelversion) });
    if (moduleOn(user, 'buses')) items.push({ label: 'Buses', to: '/buses' });
    if (moduleOn(user, 'trains')) items.push({ label: 'Trains', to: '/trains' });
    if (moduleOn(user, 'cabs')) items.push({ label: 'Cabs', to: '/cabs' });
    if (moduleOn(user, 'carrental')) items.push({ label: 'Car Rentals', to: '/cab-rentals' });
    if (user.serviceconfig.guesthouse) items.push({ label: 'GuestHouse', to: '/guesthouse' });
    if (moduleOn(user, 'visa')) items.push({ label: 'Visa', to: '/visa-booking' });
    // No module flag governs insurance and its operations are open to every role: anyone who sees travel may buy it.
    items.push({ label: 'Travel Insurance', to: '/insurance' });
  }
  // The form is an admin tool, not a booking module: the travel-visibility flag does not hide it.
  if (user.role === 'traveladmin' && user.serviceconfig.hotelbookingform) {
    items.push({ label: 'Hotel Booking Form', to: '/hotel-booking-form' });
  }
  return items;
}

const REPORT_ROLES: readonly Role[] = ['traveladmin', 'superadmin', 'financeadmin', 'travelmanager'];
const DASHBOARD_ROLES: readonly Role[] = ['traveladmin', 'superadmin', 'financeadmin'];

export function canSeeReports(user: Pick<MenuUser, 'role' | 'tags'>): boolean {
  return REPORT_ROLES.includes(user.role) || user.tags.includes('elt');
}

export function canSeeDashboard(user: Pick<MenuUser, 'role' | 'serviceconfig'>): boolean {
  return DASHBOARD_ROLES.includes(user.role) || user.serviceconfig.showdashboard;
}

/** docs/product.md#roles: "Wallet menu: businesstraveller users and corporate traveladmin." */
export function canSeeWallet(user: Pick<MenuUser, 'role' | 'userCategory'>): boolean {
  return user.userCategory === 'businesstraveller' || (user.userCategory === 'corporate' && user.role === 'traveladmin');
}

export function headerMenus(user: MenuUser): HeaderMenu[] {
  const menus: HeaderMenu[] = [{ kind: 'link', label: 'Home', to: user.home }];

  const travel = travelItems(user);
  if (travel.length > 0) menus.push({ kind: 'menu', label: 'Travel', items: travel });
  if (user.serviceconfig.trips) menus.push({ kind: 'link', label: 'Trips', to: '/trips' });
  // Anyone may be routed a trip (a manager of any role, a delegate), and the login does not say who: every trips user gets the inbox.
  if (user.serviceconfig.trips) menus.push({ kind: 'link', label: 'Approvals', to: '/approvals', badge: 'approvals' });
  if (user.serviceconfig.expenses) menus.push({ kind: 'link', label: 'Expenses', to: '/expenses' });

  if (user.role === 'superadmin') {
    const admin: MenuLink[] = [];
    if (user.serviceconfig.showfinanceadmin) admin.push({ label: 'Finance Admin', to: '/finance-admin' });
    admin.push({ label: 'Travel Admin', to: '/travel-admin' });
    menus.push({ kind: 'menu', label: 'Admin', items: admin });
  }
  // The spec gives the Admin menu to superadmins only; finance admins administer banks, budgets and
  // categories there too (docs/features/admin-roles.md), so they get the one page they need.
  if ((user.role === 'financeadmin' || user.role === 'financemanager') && user.serviceconfig.showfinanceadmin) {
    menus.push({ kind: 'link', label: 'Finance Admin', to: '/finance-admin' });
  }

  if (canSeeReports(user)) menus.push({ kind: 'link', label: 'Reports', to: '/reports' });

  // docs/product.md#roles: the superadmin also has the Global MIS dashboard, hence the plural menu.
  if (user.role === 'superadmin') {
    menus.push({
      kind: 'menu',
      label: 'Dashboards',
      items: [
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'Global MIS', to: '/global-mis' },
      ],
    });
  } else if (canSeeDashboard(user)) {
    menus.push({ kind: 'link', label: 'Dashboard', to: '/dashboard' });
  }

  const planner: MenuLink[] = [];
  if (moduleOn(user, 'meetingplanner')) planner.push({ label: 'Meeting Planner', to: '/meeting-planner' });
  if (moduleOn(user, 'pretripflow')) planner.push({ label: 'Pre Trip Flow', to: '/pre-trip-flow' });
  if (planner.length > 0) menus.push({ kind: 'menu', label: 'Trip Planner', items: planner });

  if (user.emulating) menus.push({ kind: 'switchback', label: 'Switch back' });
  return menus;
}

export function profileMenuItems(user: MenuUser): ProfileMenuItem[] {
  const items: ProfileMenuItem[] = [
    { kind: 'link', label: 'Profile', to: '/profile' },
    { kind: 'link', label: 'Edit Traveller', to: '/edit-traveller' },
    { kind: 'link', label: 'Traveller Dashboard', to: '/traveller-dashboard' },
    { kind: 'link', label: 'My bookings', to: '/bookings' },
  ];
  if (canSeeWallet(user)) items.push({ kind: 'link', label: 'Wallet', to: `/wallet-ledger/${user.corporateid}` });
  items.push({ kind: 'action', label: 'Support', action: 'support' });
  items.push({ kind: 'link', label: 'User Manual', to: '/user-manual' });
  // Only companies that publish a policy document get the entry.
  if (user.policylink) items.push({ kind: 'link', label: 'Travel Policy', to: '/travel-policy' });
  items.push(
    { kind: 'link', label: 'Documents', to: '/documents' },
    { kind: 'action', label: 'Mobile App QR Code', action: 'app-qr' },
    { kind: 'action', label: 'Mobile Login QR Code', action: 'login-qr' },
  );
  if (user.personalAccount) items.push({ kind: 'action', label: 'Switch to personal account', action: 'personal' });
  items.push({ kind: 'action', label: 'Logout', action: 'logout' });
  return items;
}

/** docs/product.md#constants-and-code-tables "Base version tag 315.10.2024", followed by this build's package version. */
export const BASE_VERSION_TAG = '315.10.2024';
export function versionLabel(packageVersion: string): string {
  return `Version ${BASE_VERSION_TAG} (${packageVersion})`;
}

/**
 * The menu-relevant facts of a login response, and the company's hotel version, which the login
 * does not carry (src/session/hotel-version.ts).
 */
export function menuUserOf(login: LoginOk, home: string, emulating: boolean, hotelversion = ''): MenuUser {
  const p = login.profilemaster;
  return {
    role: p.corporate_role,
    userCategory: p.user_category,
    tags: p.tags,
    corporateid: p.corporateid,
    menuconfig: login.menuconfig,
    serviceconfig: login.serviceconfig,
    policylink: login.policylink,
    home,
    emulating,
    personalAccount: !!login.personalprofileid && !emulating,
    hotelversion,
  };
}

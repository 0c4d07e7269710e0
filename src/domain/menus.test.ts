import { describe, expect, it } from 'vitest';
import { type HeaderMenu, type MenuUser, headerMenus, menuUserOf, profileMenuItems, versionLabel } from './menus';
import { demoMenuUser } from '../../tests/fixtures/menu-users';
import { phoneNavigation } from './phone-menus';

const demo = demoMenuUser;

/** "Travel: Flights, Hotels" — one string per header entry, so the table reads like the screen. */
function describeMenus(menus: HeaderMenu[]): string[] {
  return menus.map((m) => (m.kind === 'menu' ? `${m.label}: ${m.items.map((i) => i.label).join(', ')}` : m.label));
}

const ALL_TRAVEL = 'Travel: Flights, Hotels, Buses, Trains, Cabs, Car Rentals, GuestHouse, Visa, Travel Insurance';
const SMALL_TRAVEL = 'Travel: Flights, Hotels, Buses, Trains, Cabs, Car Rentals, Travel Insurance';
const PLANNER = 'Trip Planner: Meeting Planner, Pre Trip Flow';

describe('header menus for every demo account', () => {
  it.each<[string, string[]]>([
    ['traveller@acme.test', ['Home', ALL_TRAVEL, 'Trips', 'Approvals', 'Expenses', 'Dashboard', PLANNER]],
    ['manager@acme.test', ['Home', ALL_TRAVEL, 'Trips', 'Approvals', 'Expenses', 'Reports', 'Dashboard', PLANNER]],
    ['coordinator@acme.test', ['Home', ALL_TRAVEL, 'Trips', 'Approvals', 'Expenses', 'Dashboard', PLANNER]],
    ['traveladmin@acme.test', ['Home', `${ALL_TRAVEL}, Hotel Booking Form`, 'Trips', 'Approvals', 'Expenses', 'Reports', 'Dashboard', PLANNER]],
    [
      'superadmin@acme.test',
      ['Home', ALL_TRAVEL, 'Trips', 'Approvals', 'Expenses', 'Admin: Finance Admin, Travel Admin', 'Reports', 'Dashboards: Dashboard, Global MIS', PLANNER],
    ],
    ['finance@acme.test', ['Home', ALL_TRAVEL, 'Trips', 'Approvals', 'Expenses', 'Finance Admin', 'Reports', 'Dashboard', PLANNER]],
    ['newhire@acme.test', ['Home', ALL_TRAVEL, 'Trips', 'Approvals', 'Expenses', 'Dashboard', PLANNER]],
    ['unverified@acme.test', ['Home', ALL_TRAVEL, 'Trips', 'Approvals', 'Expenses', 'Dashboard', PLANNER]],
    ['traveller@globex.test', ['Home', ALL_TRAVEL, 'Trips', 'Approvals', 'Expenses', 'Dashboard', PLANNER]],
    ['manager@globex.test', ['Home', ALL_TRAVEL, 'Trips', 'Approvals', 'Expenses', 'Reports', 'Dashboard', PLANNER]],
    ['traveladmin@globex.test', ['Home', `${ALL_TRAVEL}, Hotel Booking Form`, 'Trips', 'Approvals', 'Expenses', 'Reports', 'Dashboard', PLANNER]],
    ['owner@sme.test', ['Home', SMALL_TRAVEL, 'Trips', 'Approvals', 'Expenses']],
    ['solo@biz.test', ['Home', SMALL_TRAVEL, 'Trips', 'Approvals', 'Expenses']],
  ])('%s', (userId, expected) => {
    expect(describeMenus(headerMenus(demo(userId)))).toEqual(expected);
  });

  it('sends Home to the stored home path', () => {
    expect(headerMenus(demo('traveladmin@acme.test'))[0]).toEqual({ kind: 'link', label: 'Home', to: '/travel-admin' });
  });
});

describe('profile menu for every demo account', () => {
  const common = ['Profile', 'Edit Traveller', 'Traveller Dashboard', 'My bookings'];
  const tail = ['Documents', 'Mobile App QR Code', 'Mobile Login QR Code', 'Logout'];
  it.each<[string, string[]]>([
    ['traveller@acme.test', [...common, 'Support', 'User Manual', 'Travel Policy', ...tail]],
    ['manager@acme.test', [...common, 'Support', 'User Manual', 'Travel Policy', ...tail]],
    ['coordinator@acme.test', [...common, 'Support', 'User Manual', 'Travel Policy', ...tail]],
    ['traveladmin@acme.test', [...common, 'Wallet', 'Support', 'User Manual', 'Travel Policy', ...tail]],
    ['superadmin@acme.test', [...common, 'Support', 'User Manual', 'Travel Policy', ...tail]],
    ['finance@acme.test', [...common, 'Support', 'User Manual', 'Travel Policy', ...tail]],
    ['newhire@acme.test', [...common, 'Support', 'User Manual', 'Travel Policy', ...tail]],
    ['unverified@acme.test', [...common, 'Support', 'User Manual', 'Travel Policy', ...tail]],
    ['traveller@globex.test', [...common, 'Support', 'User Manual', 'Travel Policy', ...tail]],
    ['manager@globex.test', [...common, 'Support', 'User Manual', 'Travel Policy', ...tail]],
    ['traveladmin@globex.test', [...common, 'Wallet', 'Support', 'User Manual', 'Travel Policy', ...tail]],
    ['owner@sme.test', [...common, 'Support', 'User Manual', ...tail]],
    ['solo@biz.test', [...common, 'Wallet', 'Support', 'User Manual', ...tail]],
  ])('%s', (userId, expected) => {
    expect(profileMenuItems(demo(userId)).map((i) => i.label)).toEqual(expected);
  });

  it('offers the personal account just before Logout to a user who has one', () => {
    const labels = profileMenuItems(demo('solo@biz.test', { personalAccount: true })).map((i) => i.label);
    expect(labels.slice(-2)).toEqual(['Switch to personal account', 'Logout']);
  });

  it('never offers the personal account while acting as someone else', () => {
    const login = { profilemaster: { corporate_role: 'employee', user_category: 'businesstraveller', tags: [], corporateid: '1004' }, personalprofileid: '50002' };
    const user = (emulating: boolean) => menuUserOf(login as unknown as Parameters<typeof menuUserOf>[0], '/flights', emulating);
    expect(user(false).personalAccount).toBe(true);
    expect(user(true).personalAccount).toBe(false);
  });

  it('points Wallet at the user’s own corporate ledger', () => {
    expect(profileMenuItems(demo('solo@biz.test')).find((i) => i.label === 'Wallet')).toEqual({
      kind: 'link',
      label: 'Wallet',
      to: '/wallet-ledger/1004',
    });
  });
});

describe('flags and special cases', () => {
  const admin = demo('traveladmin@acme.test');
  const flags = (user: MenuUser, patch: Partial<MenuUser['serviceconfig']>): MenuUser => ({
    ...user,
    serviceconfig: { ...user.serviceconfig, ...patch },
  });

  it('hides travel for a travel admin without showtravelfortraveladmin, keeping the Hotel Booking Form', () => {
    expect(describeMenus(headerMenus(flags(admin, { showtravelfortraveladmin: false })))).toContain('Travel: Hotel Booking Form');
  });

  it('hides Travel entirely for a coordinator without showtravelfortravelcoordinator', () => {
    const menus = describeMenus(headerMenus(flags(demo('coordinator@acme.test'), { showtravelfortravelcoordinator: false })));
    expect(menus.some((m) => m.startsWith('Travel'))).toBe(false);
  });

  it('drops the Hotel Booking Form when hotelbookingform is off', () => {
    expect(describeMenus(headerMenus(flags(admin, { hotelbookingform: false })))).toContain(ALL_TRAVEL);
  });

  it.each([
    ['v2', '/v2/hotels'],
    ['v1', '/hotels'],
    ['', '/hotels'],
  ])('opens the hotel flow of the company’s hotel version %j: %s', (hotelversion, to) => {
    const travel = headerMenus(demo('traveller@acme.test', { hotelversion })).find((m) => m.label === 'Travel');
    expect(travel?.kind === 'menu' && travel.items.find((i) => i.label === 'Hotels')).toEqual({ label: 'Hotels', to });
    expect(phoneNavigation(demo('traveller@acme.test', { hotelversion })).more.header).toContainEqual(travel);
  });

  it('takes the hotel version from beside the login, the first flow until it is known', () => {
    const login = { profilemaster: { corporate_role: 'employee', user_category: 'corporate', tags: [], corporateid: '1001' } };
    const user = (...version: [string] | []) => menuUserOf(login as unknown as Parameters<typeof menuUserOf>[0], '/flights', false, ...version);
    expect(user('v2').hotelversion).toBe('v2');
    expect(user().hotelversion).toBe('');
  });

  it('needs both the permission set and the service config for a module', () => {
    const user = demo('traveller@acme.test');
    const noVisa = { ...user, menuconfig: { ...user.menuconfig, visa: false } };
    expect(describeMenus(headerMenus(noVisa))[1]).not.toContain('Visa');
    expect(describeMenus(headerMenus(flags(user, { visa: false })))[1]).not.toContain('Visa');
  });

  it('leaves Finance Admin out of the superadmin’s Admin menu when showfinanceadmin is off', () => {
    expect(describeMenus(headerMenus(flags(demo('superadmin@acme.test'), { showfinanceadmin: false })))).toContain('Admin: Travel Admin');
  });

  it('gives Reports to an employee tagged elt, and the dashboard only by role or flag', () => {
    const elt = flags({ ...demo('traveller@acme.test'), tags: ['elt'] }, { showdashboard: false });
    expect(describeMenus(headerMenus(elt))).toContain('Reports');
    expect(describeMenus(headerMenus(elt))).not.toContain('Dashboard');
    expect(describeMenus(headerMenus(flags(demo('finance@acme.test'), { showdashboard: false })))).toContain('Dashboard');
  });

  it('hides Trips and Expenses by their flags', () => {
    const menus = describeMenus(headerMenus(flags(demo('traveller@acme.test'), { trips: false, expenses: false })));
    expect(menus).not.toContain('Trips');
    expect(menus).not.toContain('Expenses');
  });

  it('adds Switch back, last, only while emulating', () => {
    expect(headerMenus(demo('traveladmin@acme.test', { emulating: true })).at(-1)).toEqual({ kind: 'switchback', label: 'Switch back' });
    expect(headerMenus(admin).some((m) => m.kind === 'switchback')).toBe(false);
  });

  it('keeps the wallet from a travel admin outside the corporate category', () => {
    expect(profileMenuItems({ ...admin, userCategory: 'sme' }).some((i) => i.label === 'Wallet')).toBe(false);
  });

  it('shows the spec’s base version tag with the build version', () => {
    expect(versionLabel('0.1.0')).toBe('Version 315.10.2024 (0.1.0)');
  });
});

describe('header badges (issue 15)', () => {
  it('marks the Approvals link to carry the count of what waits, and no other entry', () => {
    const menus = headerMenus(demo('manager@acme.test'));
    const badged = menus.filter((m) => m.kind === 'link' && m.badge);
    expect(badged).toEqual([{ kind: 'link', label: 'Approvals', to: '/approvals', badge: 'approvals' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { type HeaderMenu, type MenuUser, headerMenus, profileMenuItems } from './menus';
import { DEMO_PROFILES } from '../../server/store/seed-data';
import { demoMenuUser } from '../../tests/fixtures/menu-users';
import { PHONE_BAR_SIZE, type PhoneNavigation, phoneNavigation } from './phone-menus';

const demo = demoMenuUser;

const flags = (user: MenuUser, patch: Partial<MenuUser['serviceconfig']>): MenuUser => ({
  ...user,
  serviceconfig: { ...user.serviceconfig, ...patch },
});
const bar = (nav: PhoneNavigation) => nav.bar.map((item) => `${item.label} ${item.to}`);
const moreHeader = (nav: PhoneNavigation) => nav.more.header.map((m) => m.label);
const entryKey = (m: HeaderMenu) =>
  m.kind === 'menu' ? `${m.label}: ${m.items.map((i) => i.to).join(',')}` : `${m.label} ${'to' in m ? m.to : ''}`;

const DAILY = ['Trips /trips', 'Approvals /approvals', 'My bookings /bookings'];
const CORPORATE_MORE = ['Travel', 'Expenses', 'Dashboard', 'Trip Planner'];

describe('phone bar and More drawer for each kind of user', () => {
  it.each<[string, string, string[], string[]]>([
    ['an employee', 'traveller@acme.test', ['Home /flights', ...DAILY], CORPORATE_MORE],
    // A manager's home is the trips page: one tab for both, and the spare one books a flight.
    [
      'a manager (approver)',
      'manager@acme.test',
      ['Home /trips', 'Approvals /approvals', 'My bookings /bookings', 'Flights /flights'],
      ['Travel', 'Expenses', 'Reports', 'Dashboard', 'Trip Planner'],
    ],
    ['travel staff (coordinator)', 'coordinator@acme.test', ['Home /flights', ...DAILY], CORPORATE_MORE],
    [
      'a travel admin',
      'traveladmin@acme.test',
      ['Home /travel-admin', ...DAILY],
      ['Travel', 'Expenses', 'Reports', 'Dashboard', 'Trip Planner'],
    ],
    [
      'a super admin',
      'superadmin@acme.test',
      ['Home /dashboard', ...DAILY],
      ['Travel', 'Expenses', 'Admin', 'Reports', 'Dashboards', 'Trip Planner'],
    ],
    ['finance', 'finance@acme.test', ['Home /reports', ...DAILY], ['Travel', 'Expenses', 'Finance Admin', 'Dashboard', 'Trip Planner']],
    ['an sme user', 'owner@sme.test', ['Home /flights', ...DAILY], ['Travel', 'Expenses']],
    ['a business traveller', 'solo@biz.test', ['Home /flights', ...DAILY], ['Travel', 'Expenses']],
  ])('%s (%s)', (_who, userId, expectedBar, expectedMore) => {
    const nav = phoneNavigation(demo(userId));
    expect(bar(nav)).toEqual(expectedBar);
    expect(moreHeader(nav)).toEqual(expectedMore);
  });

  it('keeps every demo account to at most four destinations plus More', () => {
    for (const p of DEMO_PROFILES)
      expect(phoneNavigation(demo(p.userId)).bar.length).toBeLessThanOrEqual(PHONE_BAR_SIZE);
  });
});

describe('the phone never disagrees with the desktop header', () => {
  it.each(DEMO_PROFILES.map((p) => p.userId))(
    '%s: bar and drawer hold exactly the header and profile entries',
    (userId) => {
      const user = demo(userId, {
        emulating: userId.startsWith('traveller'),
        personalAccount: userId === 'solo@biz.test',
      });
      const nav = phoneNavigation(user);
      const header = headerMenus(user);
      // Every header entry is on the bar (a plain link) or in the drawer, and nothing else is.
      const onBar = (m: HeaderMenu) => m.kind === 'link' && nav.bar.some((b) => b.to === m.to);
      expect(nav.more.header.map(entryKey).sort()).toEqual(
        header
          .filter((m) => !onBar(m))
          .map(entryKey)
          .sort(),
      );
      const profile = profileMenuItems(user);
      const onBarProfile = profile.filter((i) => i.kind === 'link' && nav.bar.some((b) => b.to === i.to));
      expect([...onBarProfile, ...nav.more.profile].map((i) => i.label).sort()).toEqual(
        profile.map((i) => i.label).sort(),
      );
      // Every bar destination is one the desktop offers too.
      const desktopTargets = [
        ...header.flatMap((m) => (m.kind === 'link' ? [m.to] : m.kind === 'menu' ? m.items.map((i) => i.to) : [])),
        ...profile.flatMap((i) => (i.kind === 'link' ? [i.to] : [])),
      ];
      for (const item of nav.bar) expect(desktopTargets).toContain(item.to);
    },
  );
});

describe('flags and special cases', () => {
  it('carries the approvals badge on the bar, and on no other tab', () => {
    expect(phoneNavigation(demo('manager@acme.test')).bar.filter((item) => item.badge)).toEqual([
      { id: 'approvals', label: 'Approvals', to: '/approvals', badge: 'approvals' },
    ]);
  });

  it('fills the room left by the trips flag with booking destinations', () => {
    const nav = phoneNavigation(flags(demo('traveller@acme.test'), { trips: false }));
    expect(bar(nav)).toEqual(['Home /flights', 'My bookings /bookings', 'Hotels /hotels', 'Buses /buses']);
    expect(moreHeader(nav)).toEqual(['Travel', 'Expenses', 'Dashboard', 'Trip Planner']);
  });

  it('leaves the bar short rather than invent a destination when travel is hidden', () => {
    const nav = phoneNavigation(
      flags(demo('coordinator@acme.test'), { trips: false, showtravelfortravelcoordinator: false }),
    );
    expect(bar(nav)).toEqual(['Home /flights', 'My bookings /bookings']);
  });

  it('puts Switch back first in the drawer while emulating', () => {
    const nav = phoneNavigation(demo('traveller@acme.test', { emulating: true }));
    expect(nav.more.header[0]).toEqual({ kind: 'switchback', label: 'Switch back' });
    expect(nav.bar.map((item) => item.label)).not.toContain('Switch back');
  });

  it('keeps the profile menu in the drawer without My bookings, Logout last', () => {
    const labels = phoneNavigation(demo('solo@biz.test', { personalAccount: true })).more.profile.map((i) => i.label);
    expect(labels).not.toContain('My bookings');
    expect(labels).toContain('Wallet');
    expect(labels.slice(-2)).toEqual(['Switch to personal account', 'Logout']);
  });
});

import {
  type HeaderBadge,
  type HeaderMenu,
  type MenuUser,
  type ProfileMenuItem,
  headerMenus,
  profileMenuItems,
} from './menus';

/** A destination of the phone's bottom bar; the shell picks its icon from `id`. */
export interface PhoneBarItem {
  id: 'home' | 'trips' | 'approvals' | 'bookings' | 'book';
  label: string;
  to: string;
  badge?: HeaderBadge;
}

/** The phone's navigation: the bottom bar's destinations, and every other entry for the "More" drawer. */
export interface PhoneNavigation {
  bar: PhoneBarItem[];
  more: { header: HeaderMenu[]; profile: ProfileMenuItem[] };
}

/** Destinations on the bar besides "More": five tabs is what fits 390 px with labels under the icons. */
export const PHONE_BAR_SIZE = 4;

type HeaderLink = Extract<HeaderMenu, { kind: 'link' }>;

/**
 * The phone's bottom bar and "More" drawer (docs/features/shell.md#on-a-phone), cut from the same
 * headerMenus and profileMenuItems as the desktop header so the two never disagree. The bar takes
 * the daily destinations the user has (Home, Trips, Approvals, My bookings), topped up from the
 * Travel menu when a flag leaves room; the drawer keeps every other header entry (in its order,
 * Switch back on top so that, acting as someone, the way back is never below the fold), then the
 * profile menu's.
 */
export function phoneNavigation(user: MenuUser): PhoneNavigation {
  const header = headerMenus(user);
  const profile = profileMenuItems(user);
  const headerLink = (to: string) => header.find((m): m is HeaderLink => m.kind === 'link' && m.to === to);
  const home = header[0] as HeaderLink;
  const trips = headerLink('/trips');
  const approvals = headerLink('/approvals');
  const bookings = profile.find((i) => i.kind === 'link' && i.to === '/bookings');

  const bar: PhoneBarItem[] = [];
  // A home page that is one of the other destinations (a manager's /trips) takes one tab, not two.
  const add = (item: PhoneBarItem) => {
    if (bar.length < PHONE_BAR_SIZE && !bar.some((b) => b.to === item.to)) bar.push(item);
  };
  add({ id: 'home', label: home.label, to: home.to });
  if (trips) add({ id: 'trips', label: trips.label, to: trips.to });
  if (approvals) add({ id: 'approvals', label: approvals.label, to: approvals.to, badge: approvals.badge });
  if (bookings?.kind === 'link') add({ id: 'bookings', label: bookings.label, to: bookings.to });
  const travel = header.find((m) => m.kind === 'menu' && m.label === 'Travel');
  for (const item of travel?.kind === 'menu' ? travel.items : []) add({ id: 'book', label: item.label, to: item.to });

  const onBar = (to: string) => bar.some((item) => item.to === to);
  // Dropdowns stay whole, as on the desktop: a Travel tab on the bar does not take Flights out of Travel.
  const rest = header.filter((m) => m.kind !== 'link' || !onBar(m.to));
  return {
    bar,
    more: {
      header: [...rest.filter((m) => m.kind === 'switchback'), ...rest.filter((m) => m.kind !== 'switchback')],
      profile: profile.filter((i) => i.kind === 'action' || !onBar(i.to)),
    },
  };
}

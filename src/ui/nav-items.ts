import type { MenuConfig } from '../contract/login';
import { canOpen } from '../domain/module-access';

export interface NavItem {
  label: string;
  to: string;
}

/** The product areas of spec §2, in menu order; the page titles use the same labels. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Flights', to: '/flights' },
  { label: 'Hotels', to: '/hotels' },
  { label: 'Buses', to: '/buses' },
  { label: 'Trains', to: '/trains' },
  { label: 'Cabs', to: '/cabs' },
  { label: 'Car Rentals', to: '/cab-rentals' },
  { label: 'Visa', to: '/visa-booking' },
  { label: 'Insurance', to: '/insurance' },
  { label: 'Pre Trip Flow', to: '/pre-trip-flow' },
  { label: 'Meeting Planner', to: '/meeting-planner' },
  { label: 'Trips', to: '/trips' },
  { label: 'Expenses', to: '/expenses' },
  { label: 'Travel Admin', to: '/travel-admin' },
  { label: 'Finance Admin', to: '/finance-admin' },
  { label: 'Reports', to: '/reports' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Concierge', to: '/concierge' },
  { label: 'Profile', to: '/profile' },
];

/** Only what the route guard would let the user open; role-based menus come with their screens. */
export function navItemsFor(menuconfig: MenuConfig): NavItem[] {
  return NAV_ITEMS.filter((item) => canOpen(item.to, menuconfig));
}

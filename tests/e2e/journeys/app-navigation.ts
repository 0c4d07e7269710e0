import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/*
 * Getting around as the user of a phone or a tablet does, by touch and never by URL. Below Mantine's
 * `sm` breakpoint (48em, 768 px) the shell shows the bottom bar and its "More" drawer
 * (src/ui/shell/PhoneNav.tsx, MoreDrawer.tsx); a tablet held upright is wider, so it gets the
 * desktop header's menus (src/ui/shell/HeaderNav.tsx, ProfileMenu.tsx). Either way the visible
 * navigation is the one named 'Main'.
 */

const SM_BREAKPOINT_PX = 768;

export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 0) < SM_BREAKPOINT_PX;

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const moreDrawer = (page: Page) => page.getByRole('dialog', { name: 'More' });

async function openMore(page: Page): Promise<void> {
  await mainNavigation(page).getByRole('button', { name: 'More' }).tap();
  await expect(moreDrawer(page)).toBeVisible();
}

/** A destination the phone's bar and the desktop header both show as a link: Trips, Approvals (named with its count). */
export async function tapMainLink(page: Page, name: string | RegExp): Promise<void> {
  await mainNavigation(page).getByRole('link', { name }).tap();
}

/** Travel → Flights: in the phone's More drawer, or the header's Travel menu. */
export async function openFlights(page: Page): Promise<void> {
  if (isPhone(page)) {
    await openMore(page);
    await moreDrawer(page).getByRole('region', { name: 'Travel' }).getByRole('link', { name: 'Flights', exact: true }).tap();
    await expect(moreDrawer(page)).toBeHidden();
  } else {
    await mainNavigation(page).getByRole('button', { name: 'Travel' }).tap();
    await page.getByRole('menuitem', { name: 'Flights', exact: true }).tap();
  }
}

/** My bookings: a tab of the phone's bar, an entry of the desktop's profile menu. */
export async function openMyBookings(page: Page): Promise<void> {
  if (isPhone(page)) {
    await mainNavigation(page).getByRole('link', { name: 'My bookings' }).tap();
  } else {
    await page.getByRole('button', { name: /^Profile menu/ }).tap();
    await page.getByRole('menuitem', { name: 'My bookings' }).tap();
  }
}

/** Logout: last of the profile entries in More on a phone, the header's button on a tablet. */
export async function logout(page: Page): Promise<void> {
  if (isPhone(page)) {
    await openMore(page);
    await moreDrawer(page).getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Logout' }).tap();
  } else {
    await page.getByRole('button', { name: 'Logout' }).tap();
  }
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

import type { ReactNode } from 'react';
import { AppShell, Box, Button, Group, Title } from '@mantine/core';
import './shared/styles/app.css';
import type { HeaderMenu, ProfileAction, ProfileMenuItem } from '../domain/menus';
import type { PhoneNavigation } from '../domain/phone-menus';
import { FeedbackPrompt } from './feedback/FeedbackPrompt';
import { HeaderNav } from './shell/HeaderNav';
import { PhoneNav } from './shell/PhoneNav';
import { OutboxIndicator } from './outbox/OutboxIndicator';
import { ProfileMenu } from './shell/ProfileMenu';
import { PushControl } from '../push/PushControl';
import { TripBanner } from './trips/TripBanner';
import { NextUpOnHome } from './bookings/NextUpOnHome';
import { tint } from './shared/tint';
import { usePhoneLayout } from './shared/use-phone-layout';

export const PRODUCT_NAME = 'Voyage';

/** Soft warm page background that sets sme users apart (docs/product.md#roles). */
const SME_BACKGROUND = tint('orange', 6);

/** The phone's bottom bar: a 44 px tab plus its label; none from `sm` up, where the header has the menus. */
const PHONE_BAR_HEIGHT = 60;

export interface AppLayoutProps {
  userName: string;
  /** Null while a password change is pending: no menus until then (docs/product.md#login-and-the-session). */
  menus: {
    header: readonly HeaderMenu[];
    profile: readonly ProfileMenuItem[];
    phone: PhoneNavigation;
    version: string;
  } | null;
  smeBackground: boolean;
  onProfileAction: (action: ProfileAction) => void;
  onSwitchBack: () => void;
  onLogout: () => void;
  /** Rendered above the page, e.g. the emulation banner. */
  banner?: ReactNode;
  /** The header's notifications bell (issue 15); absent while menus are hidden. */
  bell?: ReactNode;
  children: ReactNode;
}

/**
 * The logged-in shell: header with menus, profile menu and Logout, then <main>. Below `sm` (a phone)
 * the header keeps the logo and the small controls, and the menus move to a bottom bar and its
 * "More" drawer (docs/features/shell.md#on-a-phone).
 */
export function AppLayout({
  userName,
  menus,
  smeBackground,
  onProfileAction,
  onSwitchBack,
  onLogout,
  banner,
  bell,
  children,
}: AppLayoutProps) {
  const onAction = (action: ProfileAction) => (action === 'logout' ? onLogout() : onProfileAction(action));
  // Only the navigation that applies is rendered, not both with one hidden by CSS: each of the
  // header's menus costs a render and a layout effect at start-up (docs/architecture.md#first-load).
  const phone = usePhoneLayout();
  const headerMenus = menus && !phone ? menus : null;
  return (
    <AppShell
      header={{ height: 56 }}
      footer={menus ? { height: { base: PHONE_BAR_HEIGHT, sm: 0 } } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Title order={2} size="h4" c="var(--mantine-color-anchor)">
            {PRODUCT_NAME}
          </Title>
          {headerMenus && (
            <Box visibleFrom="sm" style={{ flex: 1, minWidth: 0 }}>
              <HeaderNav menus={headerMenus.header} onSwitchBack={onSwitchBack} />
            </Box>
          )}
          <Box hiddenFrom={menus ? 'sm' : undefined} style={{ flex: 1 }} />
          {headerMenus && (
            <Box visibleFrom="sm">
              <ProfileMenu userName={userName} items={headerMenus.profile} version={headerMenus.version} onAction={onAction} />
            </Box>
          )}
          {bell}
          <OutboxIndicator />
          <PushControl />
          {/* Logout stays one click away, also while menus are hidden for a password change; on a phone it is in "More". */}
          <Button variant="light" size="compact-sm" visibleFrom={menus ? 'sm' : undefined} onClick={onLogout}>
            Logout
          </Button>
        </Group>
      </AppShell.Header>

      <AppShell.Main
        data-user-category-look={smeBackground ? 'sme' : 'default'}
        // The bar grows by the installed app's home-indicator inset; the page's last controls stay above it.
        style={{
          paddingBottom:
            'calc(var(--app-shell-footer-offset, 0rem) + env(safe-area-inset-bottom) + var(--app-shell-padding))',
          ...(smeBackground ? { background: SME_BACKGROUND } : {}),
        }}
      >
        {banner}
        <TripBanner />
        <NextUpOnHome />
        {children}
        <FeedbackPrompt />
      </AppShell.Main>

      {menus && phone && (
        <AppShell.Footer hiddenFrom="sm">
          <PhoneNav
            navigation={menus.phone}
            userName={userName}
            version={menus.version}
            onAction={onAction}
            onSwitchBack={onSwitchBack}
          />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}

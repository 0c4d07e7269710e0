import type { ReactNode } from 'react';
import { AppShell, Button, Group, Title } from '@mantine/core';
import type { HeaderMenu, ProfileAction, ProfileMenuItem } from '../domain/menus';
import { FeedbackPrompt } from './feedback/FeedbackPrompt';
import { HeaderNav } from './shell/HeaderNav';
import { OutboxIndicator } from './outbox/OutboxIndicator';
import { ProfileMenu } from './shell/ProfileMenu';
import { PushControl } from '../push/PushControl';
import { TripBanner } from './trips/TripBanner';
import { NextUpOnHome } from './bookings/NextUpOnHome';

export const PRODUCT_NAME = 'Voyage';

/** Soft warm page background that sets sme users apart (docs/product.md#roles). */
const SME_BACKGROUND = 'var(--mantine-color-orange-0)';

export interface AppLayoutProps {
  userName: string;
  /** Null while a password change is pending: no menus until then (docs/product.md#login-and-the-session). */
  menus: { header: readonly HeaderMenu[]; profile: readonly ProfileMenuItem[]; version: string } | null;
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

/** The logged-in shell: header with menus, profile menu and Logout, then <main>. */
export function AppLayout({ userName, menus, smeBackground, onProfileAction, onSwitchBack, onLogout, banner, bell, children }: AppLayoutProps) {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Title order={2} size="h4" c="darkBlue.7">
            {PRODUCT_NAME}
          </Title>
          {menus ? <HeaderNav menus={menus.header} onSwitchBack={onSwitchBack} /> : <div style={{ flex: 1 }} />}
          {menus && (
            <ProfileMenu
              userName={userName}
              items={menus.profile}
              version={menus.version}
              onAction={(action) => (action === 'logout' ? onLogout() : onProfileAction(action))}
            />
          )}
          {bell}
          <OutboxIndicator />
          <PushControl />
          {/* Logout stays one click away, also while menus are hidden for a password change. */}
          <Button variant="light" size="compact-sm" onClick={onLogout}>
            Logout
          </Button>
        </Group>
      </AppShell.Header>

      <AppShell.Main
        data-user-category-look={smeBackground ? 'sme' : 'default'}
        style={smeBackground ? { background: SME_BACKGROUND } : undefined}
      >
        {banner}
        <TripBanner />
        <NextUpOnHome />
        {children}
        <FeedbackPrompt />
      </AppShell.Main>
    </AppShell>
  );
}

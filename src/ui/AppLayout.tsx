import type { ReactNode } from 'react';
import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { NavItem } from './nav-items';

export const PRODUCT_NAME = 'Voyage';

export interface AppLayoutProps {
  userName: string;
  /** Empty while a password change is pending: no menus until then (spec §4). */
  navItems: readonly NavItem[];
  onLogout: () => void;
  children: ReactNode;
}

/** The logged-in shell: header, a side menu that folds behind a burger on phones, and <main>. */
export function AppLayout({ userName, navItems, onLogout, children }: AppLayoutProps) {
  const [menuOpen, menu] = useDisclosure(false);
  const hasMenu = navItems.length > 0;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={hasMenu ? { width: 220, breakpoint: 'sm', collapsed: { mobile: !menuOpen } } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {hasMenu && (
              <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" size="sm" aria-label="Toggle menu" />
            )}
            <Title order={2} size="h4" c="darkBlue.7">
              {PRODUCT_NAME}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" truncate maw={{ base: 120, sm: 240 }}>
              {userName}
            </Text>
            <Button variant="light" size="xs" onClick={onLogout}>
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      {hasMenu && (
        <AppShell.Navbar p="xs" aria-label="Main">
          <ScrollArea>
            {navItems.map((item) => (
              <NavLink key={item.to} component={Link} to={item.to} label={item.label} onClick={menu.close} />
            ))}
          </ScrollArea>
        </AppShell.Navbar>
      )}

      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

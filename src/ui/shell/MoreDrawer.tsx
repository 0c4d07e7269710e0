import { Button, Drawer, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link, useBlocker } from '@tanstack/react-router';
import type { HeaderMenu, MenuLink, ProfileAction, ProfileMenuItem } from '../../domain/menus';
import { AppearanceControl } from './AppearanceControl';

export interface MoreDrawerProps {
  opened: boolean;
  onClose: () => void;
  menus: { header: readonly HeaderMenu[]; profile: readonly ProfileMenuItem[] };
  userName: string;
  version: string;
  onAction: (action: ProfileAction) => void;
  onSwitchBack: () => void;
}

/** Every entry is a thumb's height (44 px), like the bar's tabs. */
const TOUCH = 44;

/**
 * The phone's "More" drawer: the header menus the bottom bar has no room for, then the profile
 * menu, with the same entries and actions as on the desktop. The browser's back button closes it
 * before it leaves the page, as on a native sheet: the router's blocker turns that one back into
 * a close (a pushed history entry would linger after a tap on a link inside).
 */
export function MoreDrawer({ opened, onClose, menus, userName, version, onAction, onSwitchBack }: MoreDrawerProps) {
  useBlocker({
    shouldBlockFn: ({ action }) => {
      if (action !== 'BACK') return false;
      onClose();
      return true;
    },
    disabled: !opened,
    enableBeforeUnload: false,
  });
  const run = (act: () => void) => () => {
    onClose();
    act();
  };
  const link = (item: MenuLink) => (
    <NavLink key={item.to} component={Link} to={item.to} label={item.label} mih={TOUCH} onClick={onClose} />
  );

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="85%" title="More">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Signed in as {userName}
        </Text>
        {menus.header.map((menu) => {
          if (menu.kind === 'switchback') {
            return (
              <Button key={menu.label} color="orange" mih={TOUCH} onClick={run(onSwitchBack)}>
                {menu.label}
              </Button>
            );
          }
          if (menu.kind === 'link') return link(menu);
          return (
            <section key={menu.label} aria-label={menu.label}>
              <Title order={3} size="h6" c="dimmed" px="sm">
                {menu.label}
              </Title>
              {menu.items.map(link)}
            </section>
          );
        })}
        <section aria-label="Profile">
          <Title order={3} size="h6" c="dimmed" px="sm">
            Profile
          </Title>
          {menus.profile.map((item) =>
            item.kind === 'link' ? (
              link(item)
            ) : (
              <NavLink
                key={item.label}
                component="button"
                label={item.label}
                mih={TOUCH}
                onClick={run(() => onAction(item.action))}
              />
            ),
          )}
        </section>
        <AppearanceControl />
        <Text size="xs" c="dimmed" px="sm">
          {version}
        </Text>
      </Stack>
    </Drawer>
  );
}

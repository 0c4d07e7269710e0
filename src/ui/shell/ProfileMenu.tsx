import { Button, Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ProfileAction, ProfileMenuItem } from '../../domain/menus';
import { AppearanceControl } from './AppearanceControl';

export interface ProfileMenuProps {
  userName: string;
  items: readonly ProfileMenuItem[];
  version: string;
  onAction: (action: ProfileAction) => void;
}

/** The profile menu of docs/product.md#shell: pages, the shell dialogs, Logout, and the version number. */
export function ProfileMenu({ userName, items, version, onAction }: ProfileMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" size="compact-sm" aria-label={`Profile menu: ${userName}`} maw={{ base: 120, sm: 220 }}>
          {userName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) =>
          item.kind === 'link' ? (
            <Menu.Item key={item.label} component={Link} to={item.to}>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={item.label} onClick={() => onAction(item.action)}>
              {item.label}
            </Menu.Item>
          ),
        )}
        <Menu.Divider />
        <AppearanceControl />
        <Menu.Label>{version}</Menu.Label>
      </Menu.Dropdown>
    </Menu>
  );
}

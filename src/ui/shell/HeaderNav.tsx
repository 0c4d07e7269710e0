import { Button, Group, Menu, ScrollArea } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { HeaderMenu } from '../../domain/menus';

export interface HeaderNavProps {
  menus: readonly HeaderMenu[];
  onSwitchBack: () => void;
}

/** The header menus of docs/product.md#shell; it scrolls sideways on narrow screens instead of wrapping. */
export function HeaderNav({ menus, onSwitchBack }: HeaderNavProps) {
  return (
    <ScrollArea type="never" style={{ flex: 1, minWidth: 0 }}>
      <Group component="nav" aria-label="Main" gap={4} wrap="nowrap">
        {menus.map((menu) => {
          if (menu.kind === 'link') {
            return (
              <Button key={menu.label} component={Link} to={menu.to} variant="subtle" size="compact-sm">
                {menu.label}
              </Button>
            );
          }
          if (menu.kind === 'switchback') {
            return (
              <Button key={menu.label} variant="filled" color="orange" size="compact-sm" onClick={onSwitchBack}>
                {menu.label}
              </Button>
            );
          }
          return (
            <Menu key={menu.label} position="bottom-start" withinPortal>
              <Menu.Target>
                <Button variant="subtle" size="compact-sm">
                  {menu.label}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {menu.items.map((item) => (
                  <Menu.Item key={item.to} component={Link} to={item.to}>
                    {item.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          );
        })}
      </Group>
    </ScrollArea>
  );
}

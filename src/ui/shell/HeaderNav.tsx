import { Badge, Button, Group, Menu, ScrollArea } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { HeaderMenu } from '../../domain/menus';
import { approvalsLabel, useApprovalCount } from '../shared/approval-count';

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
          if (menu.kind === 'link' && menu.badge === 'approvals') {
            return <ApprovalsLink key={menu.label} label={menu.label} to={menu.to} />;
          }
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

/**
 * The Approvals link with the count of what waits for the user (issue 15), kept fresh by
 * src/ui/shared/approval-count.ts; the badge is for the eye, the link's name says it in words.
 */
function ApprovalsLink({ label, to }: { label: string; to: string }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const count = useApprovalCount(pathname);
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      size="compact-sm"
      aria-label={approvalsLabel(label, count)}
      rightSection={
        count ? (
          <Badge size="sm" color="red" circle aria-hidden>
            {count}
          </Badge>
        ) : undefined
      }
    >
      {label}
    </Button>
  );
}

import { lazy, useState } from 'react';
import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ProfileAction } from '../../domain/menus';
import type { PhoneBarItem, PhoneNavigation } from '../../domain/phone-menus';
import { approvalsLabel, useApprovalCount } from '../shared/approval-count';
import { MountOnceOpened } from '../shared/MountOnceOpened';
import { PhoneNavIcon } from './phone-nav-icons';
import classes from './PhoneNav.module.css';

const MoreDrawer = lazy(() => import('./MoreDrawer').then((m) => ({ default: m.MoreDrawer })));

export interface PhoneNavProps {
  navigation: PhoneNavigation;
  userName: string;
  version: string;
  onAction: (action: ProfileAction) => void;
  onSwitchBack: () => void;
}

/**
 * The phone's bottom bar (docs/features/shell.md#on-a-phone): the daily destinations, icon above a
 * visible label, and "More" opening the drawer with the rest of the header and profile menus.
 * The shell shows it below the `sm` breakpoint, in place of the header's menus.
 */
export function PhoneNav({ navigation, userName, version, onAction, onSwitchBack }: PhoneNavProps) {
  const [moreOpen, setMoreOpen] = useState(false);
  return (
    <>
      <Group component="nav" aria-label="Main" gap={0} wrap="nowrap" h="100%" align="stretch">
        {navigation.bar.map((item) =>
          item.badge === 'approvals' ? <ApprovalsTab key={item.to} item={item} /> : <Tab key={item.to} item={item} />,
        )}
        <UnstyledButton
          className={classes.tab}
          aria-haspopup="dialog"
          aria-expanded={moreOpen}
          onClick={() => setMoreOpen(true)}
        >
          <PhoneNavIcon id="more" />
          <Text className={classes.label}>More</Text>
        </UnstyledButton>
      </Group>
      <MountOnceOpened opened={moreOpen}>
        <MoreDrawer
          opened={moreOpen}
          onClose={() => setMoreOpen(false)}
          menus={navigation.more}
          userName={userName}
          version={version}
          onAction={onAction}
          onSwitchBack={onSwitchBack}
        />
      </MountOnceOpened>
    </>
  );
}

function Tab({ item, accessibleName, count }: { item: PhoneBarItem; accessibleName?: string; count?: number | null }) {
  return (
    <UnstyledButton
      component={Link}
      to={item.to}
      activeOptions={{ includeSearch: false }}
      className={classes.tab}
      aria-label={accessibleName}
    >
      <span className={classes.icon}>
        <PhoneNavIcon id={item.id} />
        {count ? (
          <Badge size="xs" color="red" circle className={classes.badge} aria-hidden>
            {count}
          </Badge>
        ) : null}
      </span>
      <Text className={classes.label}>{item.label}</Text>
    </UnstyledButton>
  );
}

/** The Approvals tab carries the same count as the header's link, from the same shared store. */
function ApprovalsTab({ item }: { item: PhoneBarItem }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const count = useApprovalCount(pathname);
  return <Tab item={item} count={count} accessibleName={approvalsLabel(item.label, count)} />;
}

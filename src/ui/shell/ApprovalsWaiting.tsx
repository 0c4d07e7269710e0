import { useEffect } from 'react';
import { Anchor, Paper, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { APPROVALS_PATH, approverLanding } from '../../domain/landing';
import { useApprovalCount } from '../shared/approval-count';
import { tint } from '../shared/tint';

export interface ApprovalsWaitingProps {
  pathname: string;
  home: string;
  profileid: string;
}

/** "2 approvals wait for you" / "1 approval waits for you". */
export function waitingText(count: number): string {
  return count === 1 ? '1 approval waits for you' : `${count} approvals wait for you`;
}

/** sessionStorage (cleared at logout): the landing below happens once per login and profile. */
const landedKey = (profileid: string) => `voyage.approverLanded.${profileid}`;

/**
 * Issue 15: an approver is told what waits. Right after login they are taken from home to the queue
 * (src/domain/landing.ts approverLanding); on the home page a card says how many wait and links there.
 */
export function ApprovalsWaiting({ pathname, home, profileid }: ApprovalsWaitingProps) {
  const count = useApprovalCount(pathname);
  const navigate = useNavigate();

  useEffect(() => {
    if (count === null || sessionStorage.getItem(landedKey(profileid))) return;
    sessionStorage.setItem(landedKey(profileid), 'done');
    const target = approverLanding(pathname, home, count);
    if (target) void navigate({ to: target, replace: true });
    // The flag makes only the first answer after login decide: later page changes never move the user.
  }, [count, pathname, home, profileid, navigate]);

  if (!count || pathname !== home) return null;
  return (
    <Paper component="section" aria-label="Approvals waiting" withBorder p="sm" mb="md" bg={tint('yellow')}>
      <Text size="sm" fw={600}>
        <Anchor component={Link} to={APPROVALS_PATH}>
          {waitingText(count)}
        </Anchor>
      </Text>
    </Paper>
  );
}

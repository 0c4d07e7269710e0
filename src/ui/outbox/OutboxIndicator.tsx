import { lazy, useState } from 'react';
import { Button } from '@mantine/core';
import { useOutbox, useOutboxSync } from '../../db/outbox-hooks';
import { MountOnceOpened } from '../shared/MountOnceOpened';

const OutboxDrawer = lazy(() => import('./OutboxDrawer').then((m) => ({ default: m.OutboxDrawer })));

/**
 * The shell's outbox button: how many changes wait for the server (red when one was refused),
 * opening the list. It also runs the flush triggers for the logged-in profile, so the outbox
 * syncs on every logged-in screen. Nothing waiting, nothing shown.
 */
export function OutboxIndicator() {
  useOutboxSync();
  const outbox = useOutbox();
  const [opened, setOpened] = useState(false);
  const count = outbox.pendingCount;
  if (count === 0 && !opened) return null;

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color={outbox.failedCount > 0 ? 'red' : 'blue'}
        aria-label={`Changes waiting to sync: ${count}`}
        onClick={() => setOpened(true)}
      >
        {outbox.failedCount > 0 ? `${count} to sync, ${outbox.failedCount} failed` : `${count} to sync`}
      </Button>
      <MountOnceOpened opened={opened}>
        <OutboxDrawer opened={opened} onClose={() => setOpened(false)} outbox={outbox} />
      </MountOnceOpened>
    </>
  );
}

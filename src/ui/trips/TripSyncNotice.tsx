import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { db } from '../../db/database';
import type { OutboxEntry } from '../../db/outbox';
import { discardEntry, retryEntry } from '../../db/outbox-actions';
import { syncTripChanges } from '../../db/trips-sync';
import { queuedFailureMessage } from '../shared/trip-errors';

export interface TripSyncNoticeProps {
  profileid: string;
  pending: number;
  failed: readonly OutboxEntry[];
}

/**
 * What the outbox holds for this trip: "Waiting to sync" while changes are queued, and each change
 * the server refused with its reason (or the spec's fallback), with Retry and Discard.
 */
export function TripSyncNotice({ profileid, pending, failed }: TripSyncNoticeProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await work();
      void syncTripChanges(profileid);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  if (pending === 0 && failed.length === 0) return null;
  return (
    <Stack gap="xs">
      {pending > 0 && (
        <Alert color="orange" title="Waiting to sync">
          {pending === 1 ? 'One change' : `${pending} changes`} to this trip will be sent when the server can be
          reached.
        </Alert>
      )}
      {failed.map((entry) => (
        <Alert key={entry.id} color="red" title="Not synced" role="alert">
          <Stack gap={4}>
            <Text size="sm">{entry.label}</Text>
            <Text size="sm" fw={600}>
              {queuedFailureMessage(entry.lastError, entry.operation)}
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => void act(() => retryEntry(db, entry.id))}>
                Retry
              </Button>
              <Button size="xs" variant="default" onClick={() => void act(() => discardEntry(db, entry.id))}>
                Discard
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
      {problem && <Text c="red.9">{problem}</Text>}
    </Stack>
  );
}

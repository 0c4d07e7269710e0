import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { OutboxEntry } from '../../db/outbox';
import { formatTimestamp } from '../../domain/format';

const STATE_LOOK = {
  pending: { label: 'Waiting', color: 'gray' },
  sending: { label: 'Sending', color: 'blue' },
  failed: { label: 'Failed', color: 'red' },
  held: { label: 'Held up', color: 'orange' },
} as const;

export interface OutboxEntryRowProps {
  entry: OutboxEntry;
  /** Waits behind a failed change to the same trip or record. */
  held: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}

/** One queued change: what it is, where it stands, and for a refused one the server's reason. */
export function OutboxEntryRow({ entry, held, onRetry, onDiscard }: OutboxEntryRowProps) {
  const look = STATE_LOOK[held ? 'held' : entry.state];
  return (
    <Stack gap={4} component="li" aria-label={entry.label} style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500}>{entry.label}</Text>
        <Badge color={look.color} variant="light">
          {look.label}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        Queued {formatTimestamp(new Date(entry.createdAt).toISOString())} · {entry.attempts === 1 ? '1 attempt' : `${entry.attempts} attempts`}
      </Text>
      {held && (
        <Text size="sm" c="orange.9">
          Waits for a failed change to the same trip above: retry or discard that one first.
        </Text>
      )}
      {entry.lastError && (
        <Text size="sm" c={entry.state === 'failed' ? 'red.8' : 'dimmed'}>
          {entry.state === 'failed' ? `The server refused it: ${entry.lastError}` : `Last try: ${entry.lastError}`}
        </Text>
      )}
      <Group gap="xs">
        {entry.state === 'failed' && (
          <Button size="compact-sm" onClick={onRetry}>
            Retry
          </Button>
        )}
        <Button size="compact-sm" variant="default" color="red" disabled={entry.state === 'sending'} onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Stack>
  );
}

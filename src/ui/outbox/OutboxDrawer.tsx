import { useState } from 'react';
import { Alert, Button, Drawer, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../api/errors';
import type { OutboxEntry } from '../../db/outbox';
import type { OutboxView } from '../../db/outbox-hooks';
import { OutboxEntryRow } from './OutboxEntryRow';

export interface OutboxDrawerProps {
  opened: boolean;
  onClose: () => void;
  outbox: OutboxView;
}

/** The outbox made visible: every change waiting for the server, failed ones with Retry and Discard. */
export function OutboxDrawer({ opened, onClose, outbox }: OutboxDrawerProps) {
  const [confirming, setConfirming] = useState<OutboxEntry | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const discard = async (entry: OutboxEntry) => {
    setConfirming(null);
    try {
      await outbox.discard(entry.id);
      setProblem(null);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Changes waiting to sync">
      <Stack gap="md">
        {problem && <Alert color="red">{problem}</Alert>}
        {outbox.entries.length === 0 ? (
          <Text c="dimmed">Every change is on the server.</Text>
        ) : (
          <Stack component="ul" gap="lg" p={0} m={0}>
            {outbox.entries.map((entry) => (
              <OutboxEntryRow key={entry.id} entry={entry} held={outbox.heldIds.has(entry.id)} onRetry={() => void outbox.retry(entry.id)} onDiscard={() => setConfirming(entry)} />
            ))}
          </Stack>
        )}
      </Stack>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Discard this change?">
        <Text size="sm">
          &quot;{confirming?.label}&quot; will not be sent to the server. Nothing already on the server changes. Discarding the creation
          of a trip drafted offline also removes that draft and its other waiting changes from this device.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(null)}>
            Keep it
          </Button>
          <Button color="red" onClick={() => confirming && void discard(confirming)}>
            Discard
          </Button>
        </Group>
      </Modal>
    </Drawer>
  );
}

import { useId, useState } from 'react';
import { Button, Dialog, Group, Text, Title, Typography } from '@mantine/core';
import type { CorporateNotification } from '../../contract/shell/operations';
import { sanitizeHtml } from './sanitize-html';

export interface NotificationsPopupProps {
  notifications: readonly CorporateNotification[];
  /** Skip: the user is done with the messages for this session. */
  onSkip: () => void;
}

/**
 * Steps through the corporate's messages (docs/product.md#shell: Previous, Next, Skip; title plus HTML description).
 * A non-modal corner dialog: news must never block the screen the user came to use.
 */
export function NotificationsPopup({ notifications, onSkip }: NotificationsPopupProps) {
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const current = notifications[index];
  if (!current) return null;
  const last = notifications.length - 1;

  return (
    <Dialog opened size="lg" role="dialog" aria-labelledby={titleId}>
      <Text size="xs" c="dimmed">
        Notification {index + 1} of {notifications.length}
      </Text>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {current.message_title}
      </Title>
      <Typography>
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.message_description) }} />
      </Typography>
      <Group justify="space-between" mt="sm">
        <Group gap="xs">
          <Button size="compact-sm" variant="default" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            Previous
          </Button>
          <Button size="compact-sm" disabled={index === last} onClick={() => setIndex(index + 1)}>
            Next
          </Button>
        </Group>
        <Button size="compact-sm" variant="subtle" onClick={onSkip}>
          Skip
        </Button>
      </Group>
    </Dialog>
  );
}

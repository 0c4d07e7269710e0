import { Badge, Stack, Text, Title, Typography } from '@mantine/core';
import type { CorporateNotification } from '../../contract/shell/operations';
import { sanitizeHtml } from './sanitize-html';

export interface NotificationListProps {
  notifications: readonly CorporateNotification[];
  isNew: (notification: CorporateNotification) => boolean;
}

/** The bell's open list: each message's title, a "New" tag until the list is closed, and its HTML made safe. */
export function NotificationList({ notifications, isNew }: NotificationListProps) {
  return (
    <>
      <Title order={2} size="h5" mb="xs">
        Notifications
      </Title>
      {notifications.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notifications.
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: '60vh', overflowY: 'auto' }}
          aria-label="Notifications list"
        >
          {notifications.map((n) => (
            <li key={n.messageid}>
              <Text fw={600} size="sm">
                {n.message_title}{' '}
                {isNew(n) && (
                  <Badge size="xs" color="red" variant="light">
                    New
                  </Badge>
                )}
              </Text>
              <Typography>
                <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(n.message_description) }} />
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </>
  );
}

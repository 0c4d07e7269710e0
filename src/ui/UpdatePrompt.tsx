import { useSyncExternalStore } from 'react';
import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { applyUpdate, dismissUpdate, getUpdateSnapshot, subscribeUpdate } from '../pwa/register-sw';

/**
 * Offers a waiting service worker. The page reloads only when the user presses "Update now",
 * so nothing typed into an open form is lost to a surprise reload.
 */
export function UpdatePrompt() {
  const updateAvailable = useSyncExternalStore(subscribeUpdate, getUpdateSnapshot, () => false);
  if (!updateAvailable) return null;

  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }}>
      {/* status, not alert: polite for screen readers, and the app's errors keep the alert role. */}
      <Notification role="status" withCloseButton={false} withBorder maw={440} mx="auto">
        <Text size="sm">A new version of the app is available.</Text>
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" size="xs" onClick={dismissUpdate}>
            Later
          </Button>
          <Button size="xs" onClick={applyUpdate}>
            Update now
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}

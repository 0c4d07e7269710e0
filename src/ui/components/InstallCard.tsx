import { useSyncExternalStore } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { acceptInstall, dismissInstall, getInstallSnapshot, subscribeInstallPrompt } from '../../pwa/install-prompt';

/** 'Install Voyage', offered on a ticket page when the browser allows installing (docs/features/phone.md). */
export function InstallCard() {
  const offered = useSyncExternalStore(subscribeInstallPrompt, getInstallSnapshot, () => false);
  if (!offered) return null;
  return (
    <Card withBorder padding="sm" component="section" aria-label="Install Voyage" data-print-hide="">
      <Stack gap="xs">
        <Text fw={600}>Install Voyage</Text>
        <Text size="sm">Open your tickets and trips from your home screen, even without a connection.</Text>
        <Group gap="sm">
          <Button onClick={() => void acceptInstall()}>Install</Button>
          <Button variant="default" onClick={dismissInstall}>
            Not now
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

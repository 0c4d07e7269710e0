import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { emulationMaster, isEmulating, switchBack } from '../../session/emulation';
import { useSession } from '../../session/store';
import { tint } from '../shared/tint';

/** Shown on every page while an admin acts as someone else, with the way back. */
export function EmulationBanner() {
  const login = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!login || !isEmulating(login)) return null;
  const { first_name, passport_last_name, email } = login.profilemaster;
  const name = `${first_name} ${passport_last_name}`.trim() || email;
  const personal = emulationMaster(login)?.kind === 'personal';

  const back = async () => {
    setBusy(true);
    try {
      await navigate({ href: await switchBack(), replace: true });
    } catch (error) {
      // docs/product.md#error-messages: an alert with the server message, else the fixed failure text.
      window.alert((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper role="status" bg={tint('yellow', 20)} p="xs" radius={0} withBorder>
      <Group justify="center" gap="md">
        <Text fw={600}>{personal ? 'You are using your personal account' : `You are acting as ${name}`}</Text>
        <Button size="xs" variant="filled" loading={busy} onClick={() => void back()}>
          Switch back
        </Button>
      </Group>
    </Paper>
  );
}

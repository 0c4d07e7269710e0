import type { ReactNode } from 'react';
import { Center, Paper, Stack, Title } from '@mantine/core';

/** The centred card of the screens before login (forgot and reset password), as the login form has. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md">
      <Paper component="main" withBorder shadow="sm" p="xl" w="100%" maw={400}>
        <Stack>
          <Title order={1}>{title}</Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

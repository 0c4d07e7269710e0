import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A product path whose screen belongs to a later issue: reachable, guarded, and honest about it. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Text>This screen arrives in a later release.</Text>
      {children}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** The frame every trip panel shares: a titled region (its title names it for screen readers). */
export function PanelFrame({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

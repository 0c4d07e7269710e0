import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** One titled section of the book page; the heading names the region for screen readers. */
export function BookSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `flight-book-${id}`;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';

export interface CapListProps<Cap extends { key: string }> {
  title: string;
  /** What a cap does, under the title. */
  description: string;
  /** 'Add fare cap'; the empty list says 'No fare caps.' from it. */
  addLabel: string;
  /** 'No fare caps.' */
  emptyText: string;
  max: number;
  caps: readonly Cap[];
  /** A problem with the list as a whole (too many caps). */
  listError?: string;
  blank: () => Cap;
  onChange: (caps: Cap[]) => void;
  /** One cap's row, given how to change and remove it. */
  row: (cap: Cap, index: number, change: (cap: Cap) => void, remove: () => void) => ReactNode;
}

/** A list of caps the admin adds to, edits and trims, each row its own fieldset: the flight rules' fare caps, the hotel rules' nightly caps. */
export function CapList<Cap extends { key: string }>({
  title,
  description,
  addLabel,
  emptyText,
  max,
  caps,
  listError,
  blank,
  onChange,
  row,
}: CapListProps<Cap>) {
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      {caps.length === 0 && <Text size="sm">{emptyText}</Text>}
      {caps.map((cap, index) =>
        row(
          cap,
          index,
          (next) => onChange(caps.map((c, i) => (i === index ? next : c))),
          () => onChange(caps.filter((_, i) => i !== index)),
        ),
      )}
      {listError && (
        <Alert color="red" role="alert">
          {listError}
        </Alert>
      )}
      <Button
        variant="light"
        onClick={() => onChange([...caps, blank()])}
        disabled={caps.length >= max}
        style={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}

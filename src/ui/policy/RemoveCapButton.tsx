import { Button } from '@mantine/core';

/** A cap row's Remove, named after its row ("Remove hotel cap 2") for screen readers and tests. */
export function RemoveCapButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Button size="xs" color="red" variant="subtle" aria-label={`Remove ${name.toLowerCase()}`} onClick={onRemove}>
      Remove
    </Button>
  );
}

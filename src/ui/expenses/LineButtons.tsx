import { Button, Group } from '@mantine/core';

/** Change and (when given) Remove for one line; `what` names the line for screen readers ("Taxi of 2026-11-02"). */
export function LineButtons({
  what,
  onChange,
  onRemove,
}: {
  what: string;
  onChange: () => void;
  onRemove?: () => void;
}) {
  return (
    <Group gap={4}>
      <Button size="xs" variant="subtle" aria-label={`Change ${what}`} onClick={onChange}>
        Change
      </Button>
      {onRemove && (
        <Button size="xs" variant="subtle" color="red" aria-label={`Remove ${what}`} onClick={onRemove}>
          Remove
        </Button>
      )}
    </Group>
  );
}

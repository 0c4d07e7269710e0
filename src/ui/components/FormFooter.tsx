import { Alert, Button, Group } from '@mantine/core';

export interface FormFooterProps {
  /** The refusal to show above the buttons ('' or null = none). */
  error: string | null;
  onCancel: () => void;
  /** The action button's words ("Save", "Add request"). */
  actionLabel: string;
  busy: boolean;
  /** Omitted: the action button submits the dialog's form. */
  onAction?: () => void;
  disabled?: boolean;
  color?: string;
}

/** The end of every form (dialogs and pages): its error, then Cancel and the action, right-aligned. */
export function FormFooter({ error, onCancel, actionLabel, busy, onAction, disabled, color }: FormFooterProps) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type={onAction ? 'button' : 'submit'} onClick={onAction} loading={busy} disabled={disabled} color={color}>
          {actionLabel}
        </Button>
      </Group>
    </>
  );
}

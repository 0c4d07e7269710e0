import { ConfirmAction } from './ConfirmAction';

export interface ConfirmDeleteProps {
  /** Names the record, e.g. 'the message "Welcome"'. */
  what: string;
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

/** Asks before a delete; a refusal (e.g. "3 trips use this project") shows here, and the record stays. */
export function ConfirmDelete({ what, ...props }: ConfirmDeleteProps) {
  return <ConfirmAction title="Delete?" confirmLabel="Delete" message={`Delete ${what}? This cannot be undone.`} {...props} />;
}

import { ConfirmAction } from '../components/ConfirmAction';

/** Asks before deactivating: the person is signed out everywhere at once. */
export function DeactivateModal({ who, ...props }: { who: string; opened: boolean; onCancel: () => void; onConfirm: () => Promise<void> }) {
  return (
    <ConfirmAction
      title="Deactivate?"
      confirmLabel="Deactivate"
      message={`Deactivate ${who}? They are signed out at once and cannot log in until you reactivate them.`}
      {...props}
    />
  );
}

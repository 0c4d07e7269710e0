import { Notification, Portal } from '@mantine/core';

/** docs/product.md#error-messages "Registration failure: server message in an error snackbar". */
export function ErrorSnackbar({ message, onClose }: { message: string; onClose: () => void }) {
  if (!message) return null;
  return (
    <Portal>
      <Notification
        role="alert"
        color="red"
        title="Something went wrong"
        onClose={onClose}
        closeButtonProps={{ 'aria-label': 'Close message' }}
        style={{
          position: 'fixed',
          bottom: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 1000,
          maxWidth: 480,
        }}
      >
        {message}
      </Notification>
    </Portal>
  );
}

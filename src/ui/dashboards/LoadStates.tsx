import { Alert, Button, Loader, Text } from '@mantine/core';
import { formatTimestamp } from '../../domain/format';

/** What a dashboard screen's loading hook answers, whatever its data. */
export type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; offlineSince: number | null };

export interface LoadStatesProps {
  state: LoadState;
  /** Names the loader: 'Loading the dashboard'. */
  loadingLabel: string;
  errorTitle: string;
  onRetry: () => void;
}

/** The dashboards' loader, failure with Try again, and the note that a stored copy stands in offline. */
export function LoadStates({ state, loadingLabel, errorTitle, onRetry }: LoadStatesProps) {
  if (state.status === 'loading') return <Loader aria-label={loadingLabel} />;
  if (state.status === 'error')
    return (
      <Alert color="red" title={errorTitle}>
        <Text mb="sm">{state.message}</Text>
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  if (state.offlineSince === null) return null;
  return (
    <Alert color="yellow" title="Offline">
      Showing the dashboard as of {formatTimestamp(new Date(state.offlineSince).toISOString())}. It refreshes when you are back online.
    </Alert>
  );
}

import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../ui/auth/ResetPasswordScreen';

export interface ResetSearch {
  token?: string;
}

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => (typeof search.token === 'string' ? { token: search.token } : {}),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  // replace: the spent link should not come back with the back button.
  return <ResetPasswordScreen token={token ?? null} onDone={() => void navigate({ to: '/', search: { reset: 'done' }, replace: true })} />;
}

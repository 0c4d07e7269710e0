import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ConfirmInvitePage } from '../ui/people/ConfirmInvitePage';

export interface ConfirmInviteSearch {
  webtoken?: string;
}

/** The link of an invitation or activation mail (docs/features/people.md); public: the invitee has no password yet. */
export const Route = createFileRoute('/confirm-invite')({
  validateSearch: (search: Record<string, unknown>): ConfirmInviteSearch => (typeof search.webtoken === 'string' ? { webtoken: search.webtoken } : {}),
  component: ConfirmInviteRoute,
});

function ConfirmInviteRoute() {
  const { webtoken } = Route.useSearch();
  const navigate = useNavigate();
  // replace: the spent link should not come back with the back button.
  return <ConfirmInvitePage webtoken={webtoken ?? null} onDone={() => void navigate({ to: '/', replace: true })} />;
}

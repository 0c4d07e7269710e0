import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../session/store';
import { PlaceholderPage } from '../../ui/PlaceholderPage';
import { ProfileSummary } from '../../ui/ProfileSummary';

export const Route = createFileRoute('/_authenticated/profile')({
  component: ProfileRoute,
});

function ProfileRoute() {
  const login = useSession();
  return <PlaceholderPage title="Profile">{login && <ProfileSummary profile={login.profilemaster} />}</PlaceholderPage>;
}

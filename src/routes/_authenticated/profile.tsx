import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../ui/profile/ProfilePage';

export const Route = createFileRoute('/_authenticated/profile')({
  component: ProfilePage,
});

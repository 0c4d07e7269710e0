import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../ui/profile/ProfilePage';
import { TravelDocumentSections } from '../../ui/visas/TravelDocumentSections';

export const Route = createFileRoute('/_authenticated/profile')({
  component: ProfileRoute,
});

/** The profile page with the passports and visas sections (docs/features/visas.md), which the visas feature owns. */
function ProfileRoute() {
  return (
    <ProfilePage>
      <TravelDocumentSections />
    </ProfilePage>
  );
}

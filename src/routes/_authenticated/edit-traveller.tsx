import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export const Route = createFileRoute('/_authenticated/edit-traveller')({
  component: () => <PlaceholderPage title="Edit Traveller" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export const Route = createFileRoute('/_authenticated/travel-admin')({
  component: () => <PlaceholderPage title="Travel Admin" />,
});

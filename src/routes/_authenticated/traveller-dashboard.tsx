import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export const Route = createFileRoute('/_authenticated/traveller-dashboard')({
  component: () => <PlaceholderPage title="Traveller Dashboard" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export const Route = createFileRoute('/_authenticated/travel-policy')({
  component: () => <PlaceholderPage title="Travel Policy" />,
});

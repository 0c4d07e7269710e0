import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export const Route = createFileRoute('/_authenticated/concierge')({
  component: () => <PlaceholderPage title="Concierge" />,
});

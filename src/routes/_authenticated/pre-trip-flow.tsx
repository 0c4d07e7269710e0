import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export const Route = createFileRoute('/_authenticated/pre-trip-flow')({
  component: () => <PlaceholderPage title="Pre Trip Flow" />,
});

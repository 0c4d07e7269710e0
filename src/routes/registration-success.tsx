import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../ui/PlaceholderPage';

export const Route = createFileRoute('/registration-success')({
  component: () => <PlaceholderPage title="Registration successful" />,
});

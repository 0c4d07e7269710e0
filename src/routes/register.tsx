import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../ui/PlaceholderPage';

export const Route = createFileRoute('/register')({
  component: () => <PlaceholderPage title="Register" />,
});

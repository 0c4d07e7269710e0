import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../ui/PlaceholderPage';

export const Route = createFileRoute('/smesignup')({
  component: () => <PlaceholderPage title="SME Sign Up" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export const Route = createFileRoute('/_authenticated/user-manual')({
  component: () => <PlaceholderPage title="User Manual" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export const Route = createFileRoute('/_authenticated/documents')({
  component: () => <PlaceholderPage title="Documents" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export const Route = createFileRoute('/_authenticated/guesthouse')({
  component: () => <PlaceholderPage title="GuestHouse" />,
});

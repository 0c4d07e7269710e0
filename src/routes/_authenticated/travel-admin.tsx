import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';
import { EmulatePanel } from '../../ui/emulation/EmulatePanel';

export const Route = createFileRoute('/_authenticated/travel-admin')({
  component: () => (
    <PlaceholderPage title="Travel Admin">
      <EmulatePanel />
    </PlaceholderPage>
  ),
});

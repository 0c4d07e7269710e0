import { createFileRoute } from '@tanstack/react-router';
import { PreTripFlowPage } from '../../../ui/trips/PreTripFlowPage';

export const Route = createFileRoute('/_authenticated/pre-trip-flow/')({
  component: PreTripFlowPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { TripsPage } from '../../../ui/trips/TripsPage';

export const Route = createFileRoute('/_authenticated/trips/')({
  component: TripsPage,
});

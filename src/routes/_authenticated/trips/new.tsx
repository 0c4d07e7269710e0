import { createFileRoute } from '@tanstack/react-router';
import { CreateTripPage } from '../../../ui/trips/CreateTripPage';

export const Route = createFileRoute('/_authenticated/trips/new')({
  component: CreateTripPage,
});

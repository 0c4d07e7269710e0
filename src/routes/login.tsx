import { createFileRoute, redirect } from '@tanstack/react-router';

/** People type /login by habit; the login form lives at '/'. A redirect_to travels along. */
export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect_to?: string } =>
    typeof search.redirect_to === 'string' ? { redirect_to: search.redirect_to } : {},
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/', search: search.redirect_to ? { redirect_to: search.redirect_to } : {}, replace: true });
  },
});

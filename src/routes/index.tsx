import { createFileRoute, redirect } from '@tanstack/react-router';
import { landingPath } from '../domain/landing';
import { getSession } from '../session/store';
import { LoginScreen } from './-components/LoginScreen';

export interface LoginSearch {
  redirect_to?: string;
  /** 'done' after a password reset: the login form confirms it. */
  reset?: 'done';
}

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect_to === 'string' ? { redirect_to: search.redirect_to } : {}),
    ...(search.reset === 'done' ? { reset: 'done' as const } : {}),
  }),
  beforeLoad: () => {
    const login = getSession();
    if (login) throw redirect({ href: landingPath(login), replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect_to, reset } = Route.useSearch();
  return <LoginScreen redirectTo={redirect_to ?? null} passwordReset={reset === 'done'} />;
}

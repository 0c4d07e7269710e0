import { Outlet, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { guardRedirect } from '../session/route-guard';
import { getSession, useSession } from '../session/store';
import { signOut } from '../session/sign-out';
import { AppLayout } from '../ui/AppLayout';
import { navItemsFor } from '../ui/nav-items';

/** Pathless layout: every logged-in page passes this guard and renders inside the shell. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location }) => {
    const target = guardRedirect(getSession(), location);
    if (target) throw redirect({ href: target, replace: true });
  },
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  const login = useSession();
  const navigate = useNavigate();
  // Logout empties the session a moment before the navigation to / lands.
  if (!login) return null;

  const logout = async () => {
    await signOut();
    await navigate({ to: '/', replace: true });
  };

  return (
    <AppLayout
      userName={login.profilemaster.first_name || login.profilemaster.email}
      navItems={login.passwordchange ? [] : navItemsFor(login.menuconfig)}
      onLogout={() => void logout()}
    >
      <Outlet />
    </AppLayout>
  );
}

import { lazy, useState } from 'react';
import { Outlet, createFileRoute, redirect, useNavigate, useRouterState } from '@tanstack/react-router';
import { version } from '../../package.json';
import { isBookingFlowPath } from '../domain/booking-flow';
import { homePath } from '../domain/landing';
import { type ProfileAction, headerMenus, menuUserOf, profileMenuItems, versionLabel } from '../domain/menus';
import { phoneNavigation } from '../domain/phone-menus';
import { usesSmeBackground } from '../domain/user-display';
import { isEmulating, switchBack } from '../session/emulation';
import { switchToPersonal } from '../session/personal-account';
import { useHotelVersion } from '../session/hotel-version';
import { guardRedirect } from '../session/route-guard';
import { getSession, useSession } from '../session/store';
import { signOut } from '../session/sign-out';
import { AppLayout } from '../ui/AppLayout';
import { EmulationBanner } from '../ui/emulation/EmulationBanner';
import { VerificationPopup } from '../ui/profile/VerificationPopup';
import type { ShellDialog } from '../ui/shell/ShellDialogs';
import { MountOnceOpened } from '../ui/shared/MountOnceOpened';
import { ApprovalsWaiting } from '../ui/shell/ApprovalsWaiting';
import { NotificationBell } from '../ui/shell/NotificationBell';
import { ShellNotices } from '../ui/shell/ShellNotices';

const ShellDialogs = lazy(() => import('../ui/shell/ShellDialogs').then((m) => ({ default: m.ShellDialogs })));

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
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hotelversion = useHotelVersion();
  // Logout empties the session a moment before the navigation to / lands.
  if (!login) return null;

  const logout = async () => {
    await signOut();
    await navigate({ to: '/', replace: true });
  };
  // Both swap the session for another profile's and land on that profile's home.
  const switchProfile = async (swap: () => Promise<string>) => {
    try {
      await navigate({ href: await swap(), replace: true });
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    }
  };
  const onProfileAction = (action: ProfileAction) => {
    if (action === 'personal') void switchProfile(switchToPersonal);
    else if (action !== 'logout') setDialog(action);
  };

  // No menus, dialogs or popups until a required password change is done (docs/product.md#login-and-the-session).
  const menuUser = login.passwordchange ? null : menuUserOf(login, homePath(login.defaulthome), isEmulating(login), hotelversion);
  const { profileid, corporateid, user_category } = login.profilemaster;

  return (
    <AppLayout
      userName={login.profilemaster.first_name || login.profilemaster.email}
      menus={
        menuUser && {
          header: headerMenus(menuUser),
          profile: profileMenuItems(menuUser),
          phone: phoneNavigation(menuUser),
          version: versionLabel(version),
        }
      }
      smeBackground={usesSmeBackground(user_category)}
      onProfileAction={onProfileAction}
      onSwitchBack={() => void switchProfile(switchBack)}
      onLogout={() => void logout()}
      banner={
        <>
          <EmulationBanner />
          {menuUser && <ShellNotices key={profileid} pathname={pathname} profileid={profileid} corporateid={corporateid} />}
          {menuUser?.serviceconfig.trips && <ApprovalsWaiting key={profileid} pathname={pathname} home={menuUser.home} profileid={profileid} />}
        </>
      }
      bell={menuUser && <NotificationBell key={profileid} profileid={profileid} corporateid={corporateid} />}
    >
      <Outlet />
      {menuUser && (
        <>
          <MountOnceOpened opened={dialog !== null}>
            <ShellDialogs open={dialog} onClose={() => setDialog(null)} corporateid={corporateid} profileid={profileid} />
          </MountOnceOpened>
          {/* Issue 15: nothing opens by itself while someone is booking (src/domain/booking-flow.ts). */}
          {!isBookingFlowPath(pathname) && <VerificationPopup />}
        </>
      )}
    </AppLayout>
  );
}

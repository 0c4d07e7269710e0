import type { ProfileAction } from '../../domain/menus';
import { AppQrDialog } from './AppQrDialog';
import { HelpDialog } from './HelpDialog';
import { LoginQrDialog } from './LoginQrDialog';

export type ShellDialog = Exclude<ProfileAction, 'logout' | 'personal'>;

export interface ShellDialogsProps {
  open: ShellDialog | null;
  onClose: () => void;
  corporateid: string;
  profileid: string;
}

/** The dialogs the profile menu opens; at most one at a time. */
export function ShellDialogs({ open, onClose, corporateid, profileid }: ShellDialogsProps) {
  const origin = window.location.origin;
  return (
    <>
      <HelpDialog opened={open === 'support'} onClose={onClose} corporateid={corporateid} />
      <AppQrDialog opened={open === 'app-qr'} onClose={onClose} appUrl={`${origin}/`} />
      <LoginQrDialog opened={open === 'login-qr'} onClose={onClose} origin={origin} profileid={profileid} />
    </>
  );
}

import { useEffect, useState } from 'react';
import { api } from '../../api';
import { type CorporateNotification, getNotificationsByCorporate } from '../../contract/shell/operations';
import { ChatAnnouncementDialog } from './ChatAnnouncementDialog';
import { NotificationsPopup } from './NotificationsPopup';
import { dismiss, isDismissed } from '../shared/local-flags';
import { SHELL_FLAGS } from './shell-flags';

/**
 * The popups the shell shows by itself after login, one at a time: the chat-assistant
 * announcement first, then the corporate's notifications, each until its flag says dismissed.
 */
export function ShellPopups({ corporateid }: { corporateid: string }) {
  const [announcementOpen, setAnnouncementOpen] = useState(() => !isDismissed(SHELL_FLAGS.chatAnnouncement));
  const [notificationsDone, setNotificationsDone] = useState(() => isDismissed(SHELL_FLAGS.notificationPopup));
  const [notifications, setNotifications] = useState<CorporateNotification[]>([]);

  useEffect(() => {
    if (notificationsDone) return;
    let live = true;
    // Failure just means no popup: news is not worth an error on every screen.
    api.callOperation(getNotificationsByCorporate, { corporateid }).then(
      (answer) => live && setNotifications(answer.notifications),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [corporateid, notificationsDone]);

  if (announcementOpen) {
    return (
      <ChatAnnouncementDialog
        onClose={() => {
          dismiss(SHELL_FLAGS.chatAnnouncement);
          setAnnouncementOpen(false);
        }}
      />
    );
  }
  if (!notificationsDone && notifications.length > 0) {
    return (
      <NotificationsPopup
        notifications={notifications}
        onSkip={() => {
          dismiss(SHELL_FLAGS.notificationPopup);
          setNotificationsDone(true);
        }}
      />
    );
  }
  return null;
}

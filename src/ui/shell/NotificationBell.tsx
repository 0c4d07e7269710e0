import { Suspense, lazy, useEffect, useState } from 'react';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { api } from '../../api';
import { type CorporateNotification, getNotificationsByCorporate } from '../../contract/shell/operations';
import { NOTICE_KEYS, markSeen, useSeenNotices } from '../shared/seen-notices';

const NotificationList = lazy(() => import('./NotificationList').then((m) => ({ default: m.NotificationList })));

export interface NotificationBellProps {
  profileid: string;
  corporateid: string;
}

/** The accessible name says how many are new, so a screen reader hears what the badge shows. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The corporate's messages in a header bell (issue 15): they wait there, counted, instead of
 * stepping through a popup at every login. Closing the list marks them seen for this profile
 * (not opening it, so the "New" tags stay while they are read).
 */
export function NotificationBell({ profileid, corporateid }: NotificationBellProps) {
  const [notifications, setNotifications] = useState<CorporateNotification[]>([]);
  const seen = useSeenNotices(profileid, corporateid);

  useEffect(() => {
    let live = true;
    // A failed read leaves the bell empty: news is not worth an error on every screen.
    api.callOperation(getNotificationsByCorporate, { corporateid }).then(
      (answer) => live && setNotifications(answer.notifications),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [corporateid]);

  const keyOf = (n: CorporateNotification) => NOTICE_KEYS.notification(n.messageid);
  const unread = seen ? notifications.filter((n) => !seen.has(keyOf(n))).length : 0;
  const onClose = () => markSeen(profileid, corporateid, notifications.map(keyOf));

  return (
    <Popover position="bottom-end" width={340} withinPortal shadow="md" onClose={onClose}>
      {/* The popover's target is the button itself: on the indicator's div its aria-haspopup would be invalid. */}
      <Indicator disabled={unread === 0} label={<span aria-hidden>{unread}</span>} size={16} color="red" offset={4}>
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={bellLabel(unread)}>
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        {/* The list (and the HTML sanitiser it needs) loads when the bell is first opened. */}
        <Suspense fallback={null}>
          <NotificationList notifications={notifications} isNew={(n) => seen !== null && !seen.has(keyOf(n))} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}

/** A plain bell outline; decorative, the button carries the name. */
function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
      focusable="false"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { isEmulating } from '../session/emulation';
import { useSession } from '../session/store';
import { browserPushDeps, pushSupported } from './browser-push';
import { type PushSyncDeps, syncPushSubscription } from './push-subscription';

export const TURN_ON_LABEL = 'Turn on notifications';

export interface PushControlProps {
  /** Replaceable in tests. */
  deps?: PushSyncDeps;
  supported?: () => boolean;
}

/**
 * Rendered once in the logged-in shell. With notification permission already granted it keeps the
 * subscription in step (at login and at every app start); while the browser has not asked yet it
 * offers "Turn on notifications", and asks only when pressed. Nothing shows once permission is
 * granted or denied. Skipped during a forced password change and while emulating (the admin's
 * browser must not take the emulated person's notifications).
 */
export function PushControl({ deps = browserPushDeps, supported = pushSupported }: PushControlProps) {
  const login = useSession();
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() => (supported() ? Notification.permission : 'unsupported'));
  const profileid = login && !login.passwordchange && !isEmulating(login) ? login.profilemaster.profileid : null;

  useEffect(() => {
    if (!profileid || permission !== 'granted') return;
    // A failure (offline, push service down) is retried at the next app start; nothing to show.
    syncPushSubscription(profileid, deps).catch(() => undefined);
  }, [profileid, permission, deps]);

  if (!profileid || permission !== 'default') return null;
  return (
    // The same words at every width: a screen reader's name must contain what is shown (WCAG 2.5.3).
    <Button variant="subtle" size="compact-sm" onClick={() => void Notification.requestPermission().then(setPermission)}>
      {TURN_ON_LABEL}
    </Button>
  );
}

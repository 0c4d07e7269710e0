import { useCallback, useEffect, useReducer, useState } from 'react';
import { Notification } from '@mantine/core';
import type { ProfileRulesWire } from '../../contract/profile/operations';
import { isEmulating } from '../../session/emulation';
import { useSession } from '../../session/store';
import { ProfileConfirmDialog } from './ProfileConfirmDialog';
import { refreshProfile } from './refresh-profile';
import { dismiss, isDismissed, storeVerified, storedAsUnverified } from './verification-flags';

/** A company whose rules could not be fetched gets the strict defaults: plain names, no Skip. */
const FALLBACK_RULES: ProfileRulesWire = { idproofnames: false, allowskipverification: false };
/** docs/product.md#constants-and-code-tables banner auto-hide. */
const NOTICE_MS = 5_000;

/**
 * docs/product.md#profile-confirmation Verification popup, rendered once by the authenticated layout: shown while
 * serviceconfig.showverifypopup is on and this profile has not dismissed it; with Confirm And
 * Continue when the stored verified flag is the string 'false'.
 */
export function VerificationPopup() {
  const login = useSession();
  const profileid = login?.profilemaster.profileid ?? '';
  const verified = login?.profilemaster.userverified;
  const wanted = Boolean(login?.serviceconfig.showverifypopup && !login.passwordchange && profileid);
  // Dismissal lives in localStorage; this only re-renders after it is written.
  const [, dismissed] = useReducer((n: number) => n + 1, 0);
  const isOff = isDismissed(profileid);
  const [rules, setRules] = useState<ProfileRulesWire | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (verified !== undefined) storeVerified(verified);
  }, [verified]);

  // The company's rules come with a fresh profilemaster; a failed fetch is ignored (docs/product.md#error-messages).
  useEffect(() => {
    if (!wanted || isOff) return;
    let live = true;
    refreshProfile()
      .catch(() => FALLBACK_RULES)
      .then((fetched) => live && setRules(fetched));
    return () => {
      live = false;
    };
  }, [wanted, isOff]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const finish = useCallback(
    (outcome: 'confirmed' | 'skipped', message: string) => {
      dismiss(profileid);
      dismissed();
      if (outcome === 'confirmed') setNotice(message);
    },
    [profileid],
  );
  const close = useCallback(() => finish('skipped', ''), [finish]);

  const withConfirm = storedAsUnverified();
  return (
    <>
      {login && wanted && !isOff && rules && (
        <ProfileConfirmDialog
          profile={login.profilemaster}
          rules={rules}
          withConfirm={withConfirm}
          canSkip={rules.allowskipverification || isEmulating(login)}
          onFinish={finish}
          // A verified profile's reminder may simply be closed; the unverified one needs a decision.
          onClose={withConfirm ? undefined : close}
        />
      )}
      {notice && (
        <Notification role="status" color="green" withCloseButton onClose={() => setNotice('')} pos="fixed" top={70} right={16} style={{ zIndex: 1000 }}>
          {notice}
        </Notification>
      )}
    </>
  );
}

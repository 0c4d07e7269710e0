import { api } from '../api';
import { switchToPersonal as switchToPersonalOp } from '../contract/emulation/operations';
import type { LoginOk } from '../contract/login';
import { landingPath } from '../domain/landing';
import { isEmulating } from './emulation';
import { getSession } from './store';
import { saveLogin } from './vault';

/** Whether a "Switch to personal account" item belongs in the profile menu. */
export function hasPersonalAccount(login: LoginOk | null): boolean {
  return !!login?.personalprofileid && !isEmulating(login);
}

/**
 * Switch to personal v2: the personal profile's session replaces this one, marked as an emulation
 * of kind 'personal', so the banner and switchBack() from ./emulation bring the corporate one back.
 * Returns where to go; rejects with the server's message.
 */
export async function switchToPersonal(): Promise<string> {
  const personalprofileid = getSession()?.personalprofileid;
  if (!personalprofileid) throw new Error('You have no personal account.');
  const login = await api.callOperation(switchToPersonalOp, { personalprofileid });
  await saveLogin(login);
  return landingPath(login);
}

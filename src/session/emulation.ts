import * as v from 'valibot';
import { api, ApiError } from '../api';
import { EmulMasterSchema, SWITCH_BACK_FAILED_MESSAGE, type EmulMaster, type LoginOk } from '../contract/login';
import { emulate, switchBack as switchBackOperation } from '../contract/emulation/operations';
import { landingPath } from '../domain/landing';
import { getSession } from './store';
import { saveLogin } from './vault';

export function isEmulating(login: LoginOk | null): boolean {
  return login?.emulmode === true;
}

/** The admin who is acting as someone, when the session is an emulation. */
export function emulationMaster(login: LoginOk | null): EmulMaster | null {
  if (!isEmulating(login)) return null;
  const parsed = v.safeParse(EmulMasterSchema, login?.emulmaster);
  return parsed.success ? parsed.output : null;
}

/** Thrown with the text the spec wants in the alert: the server's NOK message, or its fallback. */
export class SwitchBackError extends Error {}

/** Act as another profile: the emulated login replaces this tab's session. Returns where to go. */
export async function startEmulation(emulprofileid: string): Promise<string> {
  const login = await api.callOperation(emulate, { emulprofileid });
  await saveLogin(login);
  return landingPath(login);
}

/**
 * TG-EMULSWITCHBACKV2: the server restores the original profile (fresh token) and ends the
 * emulated session. Returns the original's landing: default home, or /profile when unverified
 * and the verify popup is configured (docs/product.md#emulation-and-personal-accounts).
 */
export async function switchBack(): Promise<string> {
  const current = getSession();
  if (!current || !isEmulating(current)) throw new SwitchBackError(SWITCH_BACK_FAILED_MESSAGE);
  try {
    const login = await api.callOperation(switchBackOperation, { profileid: current.profilemaster.profileid });
    await saveLogin(login);
    return landingPath(login);
  } catch (error) {
    throw new SwitchBackError(error instanceof ApiError && error.message ? error.message : SWITCH_BACK_FAILED_MESSAGE);
  }
}

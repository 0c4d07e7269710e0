import { api } from '../../api';
import { getProfileMaster } from '../../contract/profile/operations';
import type { ProfileRulesWire } from '../../contract/profile/operations';
import { updateSession } from '../../session/vault';

/**
 * Fetches the caller's profilemaster and stores it into the session (memory and vault), so every
 * screen and a reload see the saved details. Answers the company's profile rules fetched with it.
 */
export async function refreshProfile(): Promise<ProfileRulesWire> {
  const { profilemaster, profilerules } = await api.callOperation(getProfileMaster, {});
  await updateSession({ profilemaster });
  return profilerules;
}

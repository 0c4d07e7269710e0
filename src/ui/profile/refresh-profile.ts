import { api } from '../../api';
import type { CustomFieldAnswers } from '../../contract/custom-field-answers';
import { getProfileMaster } from '../../contract/profile/operations';
import type { ProfileRulesWire } from '../../contract/profile/operations';
import { updateSession } from '../../session/vault';

export interface ProfileExtras {
  rules: ProfileRulesWire;
  /** The saved answers to the company's profile custom fields, by field id. */
  customfields: CustomFieldAnswers;
}

/**
 * Fetches the caller's profilemaster and stores it into the session (memory and vault), so every
 * screen and a reload see the saved details. Answers what comes with it: the company's profile rules
 * and the saved custom-field answers, which are not part of the session.
 */
export async function refreshProfileDetails(): Promise<ProfileExtras> {
  const { profilemaster, profilerules, customfields } = await api.callOperation(getProfileMaster, {});
  await updateSession({ profilemaster });
  return { rules: profilerules, customfields };
}

/** refreshProfileDetails for callers that need only the company's profile rules. */
export async function refreshProfile(): Promise<ProfileRulesWire> {
  return (await refreshProfileDetails()).rules;
}

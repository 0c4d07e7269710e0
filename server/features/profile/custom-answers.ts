import type { CustomFieldAnswers } from '../../../src/contract/custom-field-answers';
import type { HandlerContext } from '../../dispatch/types';
import type { Executor } from '../../store/db';
import { answersOf, saveCustomFieldAnswers } from '../../workflow/custom-fields';

/*
 * The company's `profile` custom fields (docs/features/custom-fields.md), kept with the profile id.
 * Both profile updates carry them; an update sent without `customfields` (the login-time
 * confirmation dialog, the offline contact change) leaves the saved answers as they are, because the
 * record outlives the call and an absent answer would otherwise wipe it.
 */

export const PROFILE_CHANNEL = 'profile';

/**
 * Checks and keeps the answers in the caller's transaction (400 naming the field). An id that is not
 * one of the company's profile fields (another company's, a trip form's) is refused, not dropped, so
 * a client never believes an answer was kept when it was not.
 */
export async function saveProfileAnswers(ctx: HandlerContext, answers: CustomFieldAnswers | undefined): Promise<void> {
  if (answers === undefined) return;
  await saveCustomFieldAnswers(ctx, { channel: PROFILE_CHANNEL, recordId: ctx.session.profileid, refuseUnknown: true }, answers);
}

/** The saved answers by field id, for the profile form to start from. */
export async function profileAnswers(tx: Executor, corporateId: string, profileId: string): Promise<CustomFieldAnswers> {
  const rows = await answersOf(tx, corporateId, PROFILE_CHANNEL, profileId);
  return Object.fromEntries(rows.map((r) => [r.fieldid, r.value]));
}

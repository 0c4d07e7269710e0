import type { CustomFieldAnswers } from '../../../src/contract/custom-field-answers';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import type { Executor } from '../../store/db';
import { answersOf, fieldsForChannel, saveCustomFieldAnswers } from '../../workflow/custom-fields';

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
  const known = new Set((await fieldsForChannel(ctx.tx, ctx.session.corporateid, PROFILE_CHANNEL)).map((f) => f.fieldid));
  const stranger = Object.keys(answers).find((id) => !known.has(id));
  if (stranger !== undefined) throw badRequest(`customfields: ${stranger} is not a profile field of your company`);
  await saveCustomFieldAnswers(ctx, { channel: PROFILE_CHANNEL, recordId: ctx.session.profileid }, answers);
}

/** The saved answers by field id, for the profile form to start from. */
export async function profileAnswers(tx: Executor, corporateId: string, profileId: string): Promise<CustomFieldAnswers> {
  const rows = await answersOf(tx, corporateId, PROFILE_CHANNEL, profileId);
  return Object.fromEntries(rows.map((r) => [r.fieldid, r.value]));
}

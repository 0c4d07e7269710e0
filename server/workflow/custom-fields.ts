import { and, asc, eq } from 'drizzle-orm';
import type { CustomFieldAnswers } from '../../src/contract/custom-field-answers';
import type { GenericCustomField } from '../../src/contract/custom-fields/fields';
import { type CustomFieldScope, fieldApplies, firstCustomFieldProblem, keptAnswers } from '../../src/domain/custom-fields';
import type { HandlerContext } from '../dispatch/types';
import { badRequest } from '../http/errors';
import type { Executor } from '../store/db';
import { customFieldAnswers, customFields, trips } from '../store/schema';

/*
 * Custom fields as every form's operation meets them (docs/features/custom-fields.md): the fields
 * that apply to a channel, the answers checked with the client's own rule, and kept with the record.
 * Shared here because trips, flights, insurance and the profile all store answers.
 */

type FieldRow = typeof customFields.$inferSelect;

export const wireField = (f: FieldRow): GenericCustomField => ({
  fieldid: f.id,
  channel: f.channel,
  label: f.label,
  fieldtype: f.fieldType,
  required: f.required,
  helptext: f.helpText,
  options: f.options,
  sortorder: f.sortOrder,
  triptypeid: f.tripTypeId,
  categoryid: f.categoryId,
});

export interface FieldsScope extends CustomFieldScope {
  /** A trip whose own trip type scopes the fields when no triptypeid is given. */
  tripid?: string;
}

/** The company's fields of a channel, in order, with every field scoped elsewhere left out. */
export async function fieldsForChannel(tx: Executor, corporateId: string, channel: string, scope: FieldsScope = {}): Promise<GenericCustomField[]> {
  let triptypeid = scope.triptypeid ?? '';
  if (triptypeid === '' && scope.tripid) {
    const [trip] = await tx
      .select({ type: trips.tripTypeId })
      .from(trips)
      .where(and(eq(trips.id, scope.tripid), eq(trips.corporateId, corporateId)));
    triptypeid = trip?.type ?? '';
  }
  const rows = await tx
    .select()
    .from(customFields)
    .where(and(eq(customFields.corporateId, corporateId), eq(customFields.channel, channel)))
    .orderBy(asc(customFields.sortOrder), asc(customFields.id));
  return rows.map(wireField).filter((f) => fieldApplies(f, { triptypeid, categoryid: scope.categoryid }));
}

/** Refuses (400 naming the field) answers that break their channel's fields; for a check before any work is done. */
export async function checkCustomFieldAnswers(ctx: HandlerContext, channel: string, scope: FieldsScope, answers: CustomFieldAnswers = {}): Promise<void> {
  const problem = firstCustomFieldProblem(await fieldsForChannel(ctx.tx, ctx.session.corporateid, channel, scope), answers);
  if (problem) throw badRequest(`customfields: ${problem}`);
}

/**
 * Checks a form's answers against its channel's fields (400 naming the first field that fails) and
 * keeps them with the record, replacing what that record had. Runs inside the caller's transaction,
 * so a refused or failed save keeps nothing.
 */
export async function saveCustomFieldAnswers(
  ctx: HandlerContext,
  target: { channel: string; recordId: string; scope?: FieldsScope; refuseUnknown?: boolean },
  answers: CustomFieldAnswers = {},
): Promise<void> {
  const corporateId = ctx.session.corporateid;
  const fields = await fieldsForChannel(ctx.tx, corporateId, target.channel, target.scope);
  // Forms drop answers to fields they no longer show; a caller that must not (the profile) has an unknown id refused instead.
  const unknown = target.refuseUnknown ? Object.keys(answers).find((id) => !fields.some((f) => f.fieldid === id)) : undefined;
  if (unknown !== undefined) throw badRequest(`customfields: ${unknown} is not a ${target.channel} field of your company`);
  const problem = firstCustomFieldProblem(fields, answers);
  if (problem) throw badRequest(`customfields: ${problem}`);
  const kept = keptAnswers(fields, answers);
  const where = and(
    eq(customFieldAnswers.corporateId, corporateId),
    eq(customFieldAnswers.channel, target.channel),
    eq(customFieldAnswers.recordId, target.recordId),
  );
  await ctx.tx.delete(customFieldAnswers).where(where);
  if (kept.length === 0) return;
  await ctx.tx.insert(customFieldAnswers).values(
    kept.map(({ field, value }) => ({
      corporateId,
      channel: target.channel,
      recordId: target.recordId,
      fieldId: field.fieldid,
      label: field.label,
      value,
      answeredAt: ctx.now,
    })),
  );
}

/** The answers kept with one record of the company, by label. */
export async function answersOf(tx: Executor, corporateId: string, channel: string, recordId: string) {
  return tx
    .select({ fieldid: customFieldAnswers.fieldId, label: customFieldAnswers.label, value: customFieldAnswers.value })
    .from(customFieldAnswers)
    .where(and(eq(customFieldAnswers.corporateId, corporateId), eq(customFieldAnswers.channel, channel), eq(customFieldAnswers.recordId, recordId)))
    .orderBy(asc(customFieldAnswers.label), asc(customFieldAnswers.fieldId));
}

import { randomUUID } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import {
  addCustomField,
  deleteCustomField,
  getAllCustomFields,
  getCustomFieldAnswers,
  getCustomFieldsForChannel,
  updateCustomField,
} from '../../../src/contract/custom-fields/operations';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { customFields, trips } from '../../store/schema';
import { answersOf, fieldsForChannel, wireField } from '../../workflow/custom-fields';
import { reorderCustomFieldsHandler } from './reorder';

/* Custom-field definitions (docs/features/custom-fields.md): a form's read, the admin's CRUD, answers for reports. */

const OK = { Status: 'OK' as const };
export const ENTITY = 'GenericCustomField';

/** tripid scopes by the trip's own type; another company's trip reads as not found. */
const getForChannelHandler = defineHandler(getCustomFieldsForChannel)(async (ctx, { channel, triptypeid, categoryid, tripid }) => {
  if (tripid !== '') {
    const [trip] = await ctx.tx
      .select({ id: trips.id })
      .from(trips)
      .where(and(eq(trips.id, tripid), eq(trips.corporateId, ctx.session.corporateid)));
    if (!trip) throw forbidden('tripid: trip not found');
  }
  return {
    ApiStatus: OK,
    GenericCustomField: await fieldsForChannel(ctx.tx, ctx.session.corporateid, channel, { triptypeid, categoryid, tripid }),
  };
});

const getAllHandler = defineHandler(getAllCustomFields)(async (ctx) => {
  const rows = await ctx.tx
    .select()
    .from(customFields)
    .where(eq(customFields.corporateId, ctx.session.corporateid))
    .orderBy(customFields.channel, customFields.sortOrder, customFields.id);
  return { ApiStatus: OK, GenericCustomField: rows.map(wireField) };
});

/** The company's field by id; another company's reads as not found. */
async function ownField(ctx: HandlerContext, fieldid: string) {
  const [row] = await ctx.tx
    .select()
    .from(customFields)
    .where(and(eq(customFields.id, fieldid), eq(customFields.corporateId, ctx.session.corporateid)));
  if (!row) throw forbidden('fieldid: custom field not found');
  return row;
}

/** A list's choices matter only to a list field. */
const columnsOf = (f: { label: string; fieldtype: 'text' | 'number' | 'date' | 'list' | 'yesno'; required: boolean; helptext: string; options: string[]; triptypeid: string; categoryid: string }) => ({
  label: f.label,
  fieldType: f.fieldtype,
  required: f.required,
  helpText: f.helptext,
  options: f.fieldtype === 'list' ? f.options : [],
  tripTypeId: f.triptypeid,
  categoryId: f.categoryid,
});

const addHandler = defineHandler(addCustomField)(async (ctx, { jsondata }) => {
  const field = jsondata.GenericCustomField;
  const corporateId = ctx.session.corporateid;
  const [last] = await ctx.tx
    .select({ top: max(customFields.sortOrder) })
    .from(customFields)
    .where(and(eq(customFields.corporateId, corporateId), eq(customFields.channel, field.channel)));
  const id = `CF${randomUUID()}`;
  const [row] = await ctx.tx
    .insert(customFields)
    .values({ id, corporateId, channel: field.channel, sortOrder: (last?.top ?? 0) + 1, ...columnsOf(field), createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: id, action: 'create', after: wireField(row!) });
  return { ApiStatus: OK, fieldid: id };
});

/** Moving a field to another channel puts it last there. */
const updateHandler = defineHandler(updateCustomField)(async (ctx, { jsondata }) => {
  const field = jsondata.GenericCustomField;
  const before = await ownField(ctx, field.fieldid);
  let sortOrder = before.sortOrder;
  if (field.channel !== before.channel) {
    const [last] = await ctx.tx
      .select({ top: max(customFields.sortOrder) })
      .from(customFields)
      .where(and(eq(customFields.corporateId, ctx.session.corporateid), eq(customFields.channel, field.channel)));
    sortOrder = (last?.top ?? 0) + 1;
  }
  const [row] = await ctx.tx
    .update(customFields)
    .set({ channel: field.channel, sortOrder, ...columnsOf(field), updatedAt: ctx.now })
    .where(eq(customFields.id, before.id))
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: before.id, action: 'update', before: wireField(before), after: wireField(row!) });
  return { ApiStatus: OK, fieldid: before.id };
});

const deleteHandler = defineHandler(deleteCustomField)(async (ctx, { fieldid }) => {
  const before = await ownField(ctx, fieldid);
  await ctx.tx.delete(customFields).where(eq(customFields.id, before.id));
  await recordAdminChange(ctx, { entity: ENTITY, entityId: before.id, action: 'delete', before: wireField(before) });
  return { ApiStatus: OK };
});

const answersHandler = defineHandler(getCustomFieldAnswers)(async (ctx, { channel, recordid }) => ({
  ApiStatus: OK,
  CustomFieldAnswer: await answersOf(ctx.tx, ctx.session.corporateid, channel, recordid),
}));

export const customFieldHandlers: readonly OperationHandler[] = [
  getForChannelHandler,
  getAllHandler,
  addHandler,
  updateHandler,
  deleteHandler,
  reorderCustomFieldsHandler,
  answersHandler,
];

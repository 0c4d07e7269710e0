import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { CUSTOM_FIELD_TYPES, channelField } from './channels';

/* Wire shapes of custom-field definitions (GenericCustomField) and their answers; messages name the field. */

export const ok = { ApiStatus: ApiStatusSchema };
export const expense = { opid: 'TG-EXPENSE', actionKey: 'action' } as const;

/** The caller's own ids; the dispatcher refuses anyone else's. */
export const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

export const requiredText = (name: string, max: number) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(max, `${name} is too long`));

export const optionalText = (name: string, max: number) =>
  v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(max, `${name} is too long`)), '');

export const GenericCustomFieldSchema = v.object({
  fieldid: v.string(),
  channel: v.string(),
  label: v.string(),
  fieldtype: v.picklist(CUSTOM_FIELD_TYPES),
  required: v.boolean(),
  helptext: v.string(),
  /** The choices of a 'list' field, in order; [] for the other types. */
  options: v.array(v.string()),
  sortorder: v.number(),
  /** '' = every trip type / category; otherwise the field shows only for that one. */
  triptypeid: v.string(),
  categoryid: v.string(),
});
export type GenericCustomField = v.InferOutput<typeof GenericCustomFieldSchema>;

const optionsField = v.optional(
  v.pipe(
    v.array(v.pipe(v.string('options must be text'), v.trim(), v.nonEmpty('options: a choice is empty'), v.maxLength(120, 'options: a choice is too long')), 'options must be a list'),
    v.maxLength(50, 'options: at most 50 choices'),
    v.check((o) => new Set(o).size === o.length, 'options: a choice is listed twice'),
  ),
  [],
);

/** What an admin sends: a list field needs its choices. */
export const customFieldEntries = {
  channel: channelField,
  label: requiredText('label', 80),
  fieldtype: v.picklist(CUSTOM_FIELD_TYPES, 'fieldtype must be text, number, date, list or yesno'),
  required: v.optional(v.boolean('required must be true or false'), false),
  helptext: optionalText('helptext', 300),
  options: optionsField,
  triptypeid: optionalText('triptypeid', 64),
  categoryid: optionalText('categoryid', 64),
};

const listHasOptions = <T extends { fieldtype: string; options: string[] }>(f: T) => f.fieldtype !== 'list' || f.options.length > 0;

export const CustomFieldInputSchema = v.pipe(
  v.object(customFieldEntries, 'GenericCustomField is required'),
  v.forward(v.check(listHasOptions, 'a list field needs at least one choice'), ['options']),
);

export const CustomFieldUpdateSchema = v.pipe(
  v.object({ ...customFieldEntries, fieldid: requiredText('fieldid', 64) }, 'GenericCustomField is required'),
  v.forward(v.check(listHasOptions, 'a list field needs at least one choice'), ['options']),
);

export const CustomFieldAnswerSchema = v.object({
  fieldid: v.string(),
  /** The field's label when answered, so a report still reads it after the field is renamed or deleted. */
  label: v.string(),
  value: v.string(),
});

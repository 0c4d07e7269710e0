import { api } from '../../api';
import type { AnyCustomFieldChannel } from '../../contract/custom-fields/channels';
import type { GenericCustomField } from '../../contract/custom-fields/fields';
import {
  addCustomField,
  deleteCustomField,
  getAllCustomFields,
  reorderCustomFields,
  updateCustomField,
} from '../../contract/custom-fields/operations';
import { viewAllCategoriesCorporate } from '../../contract/masters/categories';
import { getTripTypeForCorporate } from '../../contract/trips/masters';

/* The admin editor's calls (docs/features/custom-fields.md). */

export type FieldDraft = Omit<GenericCustomField, 'fieldid' | 'sortorder' | 'channel'> & { channel: AnyCustomFieldChannel };

/** A new field of `channel`: text, optional, for every trip type and category. */
export const blankField = (channel: AnyCustomFieldChannel): FieldDraft => ({
  channel,
  label: '',
  fieldtype: 'text',
  required: false,
  helptext: '',
  options: [],
  triptypeid: '',
  categoryid: '',
});

export const loadAllFields = async () => (await api.callOperation(getAllCustomFields, {})).GenericCustomField;

export async function saveField(draft: FieldDraft, fieldid: string | null): Promise<void> {
  if (fieldid) await api.callOperation(updateCustomField, { jsondata: { GenericCustomField: { ...draft, fieldid } } });
  else await api.callOperation(addCustomField, { jsondata: { GenericCustomField: draft } });
}

export interface ScopeChoice {
  value: string;
  label: string;
}

/** What a field can be scoped to: the company's trip types and its active expense categories. */
export async function loadScopeChoices(): Promise<{ triptypes: ScopeChoice[]; categories: ScopeChoice[] }> {
  const [types, categories] = await Promise.all([
    api.callOperation(getTripTypeForCorporate, {}),
    api.callOperation(viewAllCategoriesCorporate, { pagesize: 200 }),
  ]);
  return {
    triptypes: types.list.map((t) => ({ value: t.triptypeid, label: t.triptypename })),
    categories: categories.Category.map((c) => ({ value: c.categoryid, label: `${c.categoryname} (${c.categorycode})` })),
  };
}

export const removeField = (fieldid: string) => api.callOperation(deleteCustomField, { fieldid });

export const saveOrder = (channel: AnyCustomFieldChannel, fieldids: string[]) =>
  api.callOperation(reorderCustomFields, { channel, fieldids });

/** The ids with the one at `index` swapped with its neighbour (`by` -1 up, +1 down). */
export function moved(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const other = index + by;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

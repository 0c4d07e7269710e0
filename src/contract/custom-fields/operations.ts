import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ADMIN_GROUP, TRAVEL_ADMINS } from '../roles';
import { channelField } from './channels';
import {
  CustomFieldAnswerSchema,
  CustomFieldInputSchema,
  CustomFieldUpdateSchema,
  GenericCustomFieldSchema,
  expense,
  ok,
  optionalText,
  ownIds,
  requiredText,
} from './fields';

/* Custom fields (docs/features/custom-fields.md): the product's five calls plus reorder and answers for reports. */

const fieldList = v.object({ ...ok, GenericCustomField: v.array(GenericCustomFieldSchema) });

/** What a form renders: the channel's fields for this trip type / category (a trip's own type when tripid is given). */
export const getCustomFieldsForChannel = defineOperation({
  ...expense,
  action: 'getcustomfieldsforchannel',
  request: v.object({
    ...ownIds,
    channel: channelField,
    triptypeid: optionalText('triptypeid', 64),
    categoryid: optionalText('categoryid', 64),
    tripid: optionalText('tripid', 64),
  }),
  response: fieldList,
  roles: 'any',
  mutates: false,
});

export const getAllCustomFields = defineOperation({
  ...expense,
  action: 'getallcustomfields',
  request: v.object(ownIds),
  response: fieldList,
  roles: TRAVEL_ADMINS,
  mutates: false,
});

/** A new field goes last in its channel. */
export const addCustomField = defineOperation({
  ...expense,
  action: 'addcustomfield',
  request: v.object({ ...ownIds, jsondata: v.object({ GenericCustomField: CustomFieldInputSchema }, 'jsondata is required') }),
  response: v.object({ ...ok, fieldid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

export const updateCustomField = defineOperation({
  ...expense,
  action: 'updatecustomfield',
  request: v.object({ ...ownIds, jsondata: v.object({ GenericCustomField: CustomFieldUpdateSchema }, 'jsondata is required') }),
  response: v.object({ ...ok, fieldid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** Answers already given keep their label and value (reports still read them). */
export const deleteCustomField = defineOperation({
  ...expense,
  action: 'deletecustomfield',
  request: v.object({ ...ownIds, fieldid: requiredText('fieldid', 64) }),
  response: v.object(ok),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** The channel's fields in their new order; every field of the channel, each once. */
export const reorderCustomFields = defineOperation({
  ...expense,
  action: 'reordercustomfields',
  request: v.object({
    ...ownIds,
    channel: channelField,
    fieldids: v.pipe(v.array(requiredText('fieldids', 64), 'fieldids must be a list'), v.maxLength(200, 'fieldids: too many')),
  }),
  response: v.object(ok),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** The answers kept with one record (a trip id, a booking's txid, a profile id), for reports. */
export const getCustomFieldAnswers = defineOperation({
  ...expense,
  action: 'getcustomfieldanswers',
  request: v.object({ ...ownIds, channel: channelField, recordid: requiredText('recordid', 64) }),
  response: v.object({ ...ok, CustomFieldAnswer: v.array(CustomFieldAnswerSchema) }),
  roles: ADMIN_GROUP,
  mutates: false,
});

export const customFieldOperations = {
  getCustomFieldsForChannel,
  getAllCustomFields,
  addCustomField,
  updateCustomField,
  deleteCustomField,
  reorderCustomFields,
  getCustomFieldAnswers,
};

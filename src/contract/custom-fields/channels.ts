import * as v from 'valibot';

/** The product's custom-field channels, verbatim (docs/product.md): each names a form that may carry custom fields. */
export const CUSTOM_FIELD_CHANNELS = [
  'flightsearch-type',
  'hotelbooking',
  'flightbooking',
  'busbooking',
  'carbooking',
  'trainbooking',
  'expense',
  'expense_category',
  'expensereport',
  'createtrip',
  'createtrip_triptype',
  'costcenter',
  'department',
  'project',
  'profile',
  'verification',
  'reimbursement',
  'imprest',
  'imprestapproval',
  'imprestrecall',
  'mileageexpense',
  'GPSexpense',
  'paymentsettlement',
  'advancerequest',
  'cardlimitrequest',
  'cardreloadrequest',
  'meetingbooking',
  'travel',
  'travelapproval',
  'tripbooking',
  'expenseapproval',
] as const;
export type CustomFieldChannel = (typeof CUSTOM_FIELD_CHANNELS)[number];

/**
 * Our own channel for the insurance booking form, which the product's list does not name; it takes
 * definitions like the others.
 */
export const INSURANCE_CHANNEL = 'insurancebooking';
export const ALL_CUSTOM_FIELD_CHANNELS = [...CUSTOM_FIELD_CHANNELS, INSURANCE_CHANNEL] as const;
export type AnyCustomFieldChannel = (typeof ALL_CUSTOM_FIELD_CHANNELS)[number];

export const channelField = v.picklist(ALL_CUSTOM_FIELD_CHANNELS, 'channel must be one of the custom-field channels');

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'list', 'yesno'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

import * as v from 'valibot';

/*
 * The answers a form sends for the custom fields of its channel (docs/features/custom-fields.md):
 * field id → the answer as text ('' = unanswered; yes/no as 'yes' or 'no', dates YYYY-MM-DD).
 * Shared by every contract whose form renders custom fields, so it lives outside any feature folder.
 */
export const CUSTOM_FIELD_ANSWER_MAX = 1000;

export const customFieldAnswersField = v.optional(
  v.pipe(
    v.record(
      v.pipe(v.string(), v.maxLength(64, 'customfields: field id is too long')),
      v.pipe(v.string('customfields: each answer must be text'), v.maxLength(CUSTOM_FIELD_ANSWER_MAX, 'customfields: an answer is too long')),
      'customfields must be an object of answers',
    ),
    v.check((answers) => Object.keys(answers).length <= 100, 'customfields: at most 100 answers'),
  ),
);
export type CustomFieldAnswers = Record<string, string>;

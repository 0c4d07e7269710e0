import type { CustomFieldAnswers } from '../contract/custom-field-answers';
import type { GenericCustomField } from '../contract/custom-fields/fields';

/*
 * The one check of custom-field answers (docs/features/custom-fields.md), run by the form before it
 * submits and by the server before it stores: same rule, same message, naming the field's label.
 */

type FieldRule = Pick<GenericCustomField, 'fieldid' | 'label' | 'fieldtype' | 'required' | 'options'>;
type Scoped = Pick<GenericCustomField, 'triptypeid' | 'categoryid'>;

export interface CustomFieldScope {
  triptypeid?: string;
  categoryid?: string;
}

/** A field scoped to a trip type or category shows only for that one; an unscoped field always. */
export function fieldApplies(field: Scoped, scope: CustomFieldScope): boolean {
  return (
    (field.triptypeid === '' || field.triptypeid === (scope.triptypeid ?? '')) &&
    (field.categoryid === '' || field.categoryid === (scope.categoryid ?? ''))
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** What is wrong with one answer, or null. */
export function customFieldProblem(field: FieldRule, raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return field.required ? `${field.label} is required` : null;
  switch (field.fieldtype) {
    case 'number':
      return NUMBER.test(value) ? null : `${field.label} must be a number`;
    case 'date':
      return isCalendarDate(value) ? null : `${field.label} must be a date (YYYY-MM-DD)`;
    case 'list':
      return field.options.includes(value) ? null : `${field.label} must be one of: ${field.options.join(', ')}`;
    case 'yesno':
      return value === 'yes' || value === 'no' ? null : `${field.label} must be yes or no`;
    default:
      return null;
  }
}

/** Every field's problem, by field id (empty when all is well). */
export function customFieldProblems(fields: readonly FieldRule[], answers: CustomFieldAnswers = {}): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = customFieldProblem(field, answers[field.fieldid]);
    if (problem) problems[field.fieldid] = problem;
  }
  return problems;
}

/** The first problem in the fields' order, for a one-line refusal. */
export function firstCustomFieldProblem(fields: readonly FieldRule[], answers: CustomFieldAnswers = {}): string | null {
  return Object.values(customFieldProblems(fields, answers))[0] ?? null;
}

/** The answers worth keeping: those of the given fields, trimmed, unanswered ones left out. */
export function keptAnswers(fields: readonly FieldRule[], answers: CustomFieldAnswers = {}): { field: FieldRule; value: string }[] {
  return fields.flatMap((field) => {
    const value = (answers[field.fieldid] ?? '').trim();
    return value === '' ? [] : [{ field, value }];
  });
}

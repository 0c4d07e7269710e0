import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

/** The first problem of each field of `values` under `schema`, keyed by field name. */
export function fieldErrorsOf(schema: v.GenericSchema, values: Record<string, unknown>): FieldErrors {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A server refusal naming a field ("jsondata.BillableCustomer.code: another customer of your
 * company has this code") as that field's error; null when it names none of `fields`.
 */
export function serverFieldError(message: string, fields: readonly string[]): FieldErrors | null {
  const match = /^(?:[\w.]+\.)?(\w+): (.+)$/.exec(message);
  if (!match || !fields.includes(match[1]!)) return null;
  return { [match[1]!]: match[2]! };
}

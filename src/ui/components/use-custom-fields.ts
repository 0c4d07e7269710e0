import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api';
import type { CustomFieldAnswers } from '../../contract/custom-field-answers';
import type { AnyCustomFieldChannel } from '../../contract/custom-fields/channels';
import type { GenericCustomField } from '../../contract/custom-fields/fields';
import { getCustomFieldsForChannel } from '../../contract/custom-fields/operations';
import { customFieldProblems } from '../../domain/custom-fields';

export interface CustomFieldsForm {
  fields: GenericCustomField[];
  answers: CustomFieldAnswers;
  errors: Record<string, string>;
  setAnswer: (fieldid: string, value: string) => void;
  /** Runs the shared check (src/domain/custom-fields.ts), shows its messages under the fields, and answers the first (null when all is well). */
  validate: () => string | null;
}

export interface CustomFieldsScope {
  triptypeid?: string;
  categoryid?: string;
  tripid?: string;
}

/**
 * The custom fields of one channel for a form (docs/features/custom-fields.md), reloaded when the
 * scope changes. When they cannot be read (offline) the form shows none; the server still checks.
 */
export function useCustomFields(channel: AnyCustomFieldChannel, scope: CustomFieldsScope = {}, enabled = true, initialAnswers: CustomFieldAnswers = {}): CustomFieldsForm {
  const { triptypeid = '', categoryid = '', tripid = '' } = scope;
  const [fields, setFields] = useState<GenericCustomField[]>([]);
  // A stored record's answers (a line being changed) start the form; later renders do not reset them.
  const [answers, setAnswers] = useState<CustomFieldAnswers>(initialAnswers);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    // A form that asks no custom fields in this mode (a trip being edited) reads none.
    if (!enabled) return;
    let live = true;
    Promise.resolve()
      .then(() => api.callOperation(getCustomFieldsForChannel, { channel, triptypeid, categoryid, tripid }))
      .then(
      (answer) => live && setFields(answer.GenericCustomField),
      () => live && setFields([]),
    );
    return () => {
      live = false;
    };
  }, [channel, triptypeid, categoryid, tripid, enabled]);

  const setAnswer = useCallback((fieldid: string, value: string) => {
    setAnswers((old) => ({ ...old, [fieldid]: value }));
    setErrors((old) => ({ ...old, [fieldid]: '' }));
  }, []);

  const validate = useCallback(() => {
    const found = customFieldProblems(fields, answers);
    setErrors(found);
    return Object.values(found)[0] ?? null;
  }, [fields, answers]);

  // Only the answers of the fields shown now: a field scoped to another trip type is not sent.
  const asked = enabled ? fields : [];
  const shown = Object.fromEntries(asked.map((f) => [f.fieldid, answers[f.fieldid] ?? '']));
  return { fields: asked, answers: shown, errors, setAnswer, validate };
}

import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { errorMessage } from '../../api';
import { calendarDateField } from '../../contract/calendar-date';
import type { TravelPolicy } from '../../contract/policy/policies';
import { OPEN_POLICY_RULES } from '../../contract/policy/rules';
import { addDays, indiaToday } from '../../domain/calendar-days';
import { loadVersion, saveDraft } from './policy-api';
import { type RuleErrors, type RulesForm, checkRules, formOf, serverRuleError } from './rules-form';

export interface PolicyDraft {
  /** Null while the rules load (or when they could not be). */
  form: RulesForm | null;
  effectivefrom: string;
  /** The form differs from the draft as saved (or there is no draft yet). */
  dirty: boolean;
  errors: RuleErrors;
  failure: string;
  busy: boolean;
  edit: (form: RulesForm) => void;
  setEffectivefrom: (day: string) => void;
  save: () => Promise<void>;
  /** Back to the rules as last saved. */
  reset: () => void;
}

const effectiveFromSchema = calendarDateField('effectivefrom');
const dateProblem = (day: string): RuleErrors => {
  const result = v.safeParse(effectiveFromSchema, day);
  return result.success ? {} : { effectivefrom: result.issues[0].message };
};
const snapshot = (form: RulesForm, effectivefrom: string) => JSON.stringify({ form, effectivefrom });

/**
 * The policy's draft as the editor holds it (docs/features/policy.md "Screens"): the saved draft,
 * else a new one from the version in force, effective tomorrow. Saving checks the rules as the
 * contract does first; problems show under their fields, and follow each edit from then on.
 */
export function usePolicyDraft(policy: TravelPolicy, onSaved: () => void): PolicyDraft {
  const [form, setForm] = useState<RulesForm | null>(null);
  const [effectivefrom, setDate] = useState('');
  const [saved, setSaved] = useState('');
  const [errors, setErrors] = useState<RuleErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const { travelpolicyid } = policy;
  const hasVersions = policy.versions.length > 0;

  const load = useCallback(
    () =>
      (hasVersions ? loadVersion(travelpolicyid) : Promise.resolve(null)).then(
        (found) => {
          const rules = formOf(found?.rules ?? OPEN_POLICY_RULES);
          const day =
            found?.version.status === 'draft' ? found.version.effectivefrom : addDays(indiaToday(new Date()), 1);
          setForm(rules);
          setDate(day);
          // A draft not saved yet is worth saving as it stands.
          setSaved(found?.version.status === 'draft' ? snapshot(rules, day) : '');
          setErrors({});
          setFailure('');
        },
        (e: unknown) => setFailure(errorMessage(e)),
      ),
    [travelpolicyid, hasVersions],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const problems = (next: RulesForm, day: string): RuleErrors => ({
    ...(checkRules(next).errors ?? {}),
    ...dateProblem(day),
  });
  const showing = Object.keys(errors).length > 0;

  const save = async () => {
    if (!form) return;
    const checked = checkRules(form);
    const found = { ...(checked.errors ?? {}), ...dateProblem(effectivefrom) };
    setErrors(found);
    setFailure('');
    if (!checked.rules || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await saveDraft(travelpolicyid, effectivefrom, checked.rules);
      setSaved(snapshot(form, effectivefrom));
      onSaved();
    } catch (e) {
      const named = serverRuleError(errorMessage(e));
      if (named) setErrors(named);
      else setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    effectivefrom,
    dirty: form !== null && snapshot(form, effectivefrom) !== saved,
    errors,
    failure,
    busy,
    edit: (next) => {
      setForm(next);
      if (showing) setErrors(problems(next, effectivefrom));
    },
    setEffectivefrom: (day) => {
      setDate(day);
      if (showing && form) setErrors(problems(form, day));
    },
    save,
    reset: () => void load(),
  };
}

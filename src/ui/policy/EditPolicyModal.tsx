import { useEffect, useState } from 'react';
import { Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage } from '../../api';
import { type TravelPolicy, updateTravelPolicy } from '../../contract/policy/policies';
import { FormFooter } from '../components/FormFooter';
import { type FieldErrors, fieldErrorsOf, serverFieldError } from '../components/master-form-errors';
import { spoken } from './field-words';
import { PeoplePicker } from './PeoplePicker';
import { type Choice, loadDepartments, loadGrades, updatePolicy } from './policy-api';

export interface EditPolicyModalProps {
  /** The policy edited; null while closed. */
  policy: TravelPolicy | null;
  onClose: () => void;
  onSaved: () => void;
}

const FIELDS = ['name', 'departmentids', 'gradeids', 'profileids'];

const choicesOf = (named: { id: string; name: string }[]): Choice[] => named.map((n) => ({ value: n.id, label: n.name }));

/** Rename a policy and say who it holds for: departments, grades and people (the default holds for everyone else). */
export function EditPolicyModal({ policy, onClose, onSaved }: EditPolicyModalProps) {
  return (
    <Modal opened={policy !== null} onClose={onClose} title={policy ? `Edit ${policy.name}` : ''} centered size="lg">
      {policy && <PolicyForm key={policy.travelpolicyid} policy={policy} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function PolicyForm({ policy, onClose, onSaved }: { policy: TravelPolicy; onClose: () => void; onSaved: () => void }) {
  const [name, setName] = useState(policy.name);
  const [departments, setDepartments] = useState(policy.departments.map((d) => d.id));
  // A policy kept on the device before grades existed has none.
  const assignedGrades = policy.grades ?? [];
  const [grades, setGrades] = useState(assignedGrades.map((g) => g.id));
  const [people, setPeople] = useState<Choice[]>(policy.profiles.map((p) => ({ value: p.id, label: p.name })));
  const [choices, setChoices] = useState<Choice[]>(choicesOf(policy.departments));
  const [gradeChoices, setGradeChoices] = useState<Choice[]>(choicesOf(assignedGrades));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (policy.isdefault) return;
    let live = true;
    // Offline: the departments and grades already assigned stay pickable.
    loadDepartments().then(
      (rows) => live && setChoices(rows),
      () => undefined,
    );
    loadGrades().then(
      (rows) => live && setGradeChoices(rows),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [policy.isdefault]);

  const record = {
    travelpolicyid: policy.travelpolicyid,
    name,
    departmentids: departments,
    gradeids: grades,
    profileids: people.map((p) => p.value),
  };
  const save = async () => {
    const found = fieldErrorsOf(updateTravelPolicy.request.entries.jsondata, record);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure('');
    try {
      await updatePolicy(record);
      onSaved();
    } catch (e) {
      const named = serverFieldError(errorMessage(e), FIELDS);
      if (named) setErrors(named);
      else setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack>
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={spoken(errors.name)}
        />
        {policy.isdefault ? (
          <Text size="sm">
            The default policy holds for everyone without another policy, so nobody is assigned to it.
          </Text>
        ) : (
          <>
            <MultiSelect
              label="Departments"
              placeholder="Pick departments"
              searchable
              data={choices}
              value={departments}
              onChange={setDepartments}
              error={spoken(errors.departmentids)}
            />
            <MultiSelect
              label="Grades"
              placeholder="Pick grades"
              searchable
              data={gradeChoices}
              value={grades}
              onChange={setGrades}
              error={spoken(errors.gradeids)}
            />
            <PeoplePicker value={people} onChange={setPeople} error={spoken(errors.profileids)} />
            <Text size="sm" c="dimmed">
              A department, grade or person assigned here leaves any other policy they were on. A person’s own
              policy comes first, then their grade’s, then their department’s.
            </Text>
          </>
        )}
        <FormFooter error={failure} onCancel={onClose} actionLabel="Save" busy={busy} />
      </Stack>
    </form>
  );
}

import * as v from 'valibot';
import { addDirectUser, addTraveller } from '../../contract/people/operations';
import type { PersonLite } from '../../contract/people/person-fields';
import { SALUTATIONS } from '../../domain/registration';
import { type MasterField, MasterFormModal } from '../components/MasterFormModal';
import { peopleApi } from './people-api';
import { type GradeChoice, ROLE_OPTIONS, gradeOptions, managerOptions } from './people-labels';

export type AddKind = 'traveller' | 'directuser';

const EMPTY = { title: 'Mr', first_name: '', last_name: '', email: '', mobilenumber: '', employeecode: '', reportstoid: '', gradeid: '', corporate_role: 'employee', password: '' };

const commonFields = (people: PersonLite[], grades: GradeChoice[]): MasterField[] => [
  { name: 'title', label: 'Title', kind: 'select', required: true, options: SALUTATIONS.map((s) => ({ value: s, label: s })) },
  { name: 'first_name', label: 'First name', kind: 'text', required: true },
  { name: 'last_name', label: 'Last name', kind: 'text', required: true },
  { name: 'email', label: 'Work email', kind: 'text', required: true, description: 'Their login' },
  { name: 'mobilenumber', label: 'Mobile number', kind: 'text', required: true },
  { name: 'employeecode', label: 'Employee code', kind: 'text' },
  { name: 'reportstoid', label: 'Reporting manager', kind: 'select', options: managerOptions(people) },
  { name: 'gradeid', label: 'Grade', kind: 'select', options: gradeOptions(grades), description: 'A travel policy may be assigned by grade' },
];

const directFields: MasterField[] = [
  { name: 'corporate_role', label: 'Role', kind: 'select', required: true, options: ROLE_OPTIONS },
  { name: 'password', label: 'First password', kind: 'text', required: true, description: 'Tell it to the person: they must change it when they first log in.' },
];

/**
 * Adds a traveller (who gets an activation mail and sets their own password) or a direct user (any
 * role, logs in at once with the password given here).
 */
export function AddPersonModal({ kind, people, grades, onClose, onAdded }: { kind: AddKind | null; people: PersonLite[]; grades: GradeChoice[]; onClose: () => void; onAdded: () => void }) {
  const direct = kind === 'directuser';
  const travellerSchema = addTraveller.request.entries.jsondata.entries.UserProfile;
  const directSchema = addDirectUser.request.entries.jsondata.entries.UserProfile;
  return (
    <MasterFormModal
      title={direct ? 'Add direct user' : 'Add traveller'}
      opened={kind !== null}
      fields={direct ? [...commonFields(people, grades), ...directFields] : commonFields(people, grades)}
      initial={EMPTY}
      schema={direct ? directSchema : travellerSchema}
      onClose={onClose}
      onSave={async (values) => {
        // Parsed (the form already checked it): only the kind's own fields go, trimmed as the server keeps them.
        if (direct) await peopleApi.addDirectUser(v.parse(directSchema, values));
        else await peopleApi.addTraveller(v.parse(travellerSchema, values));
        onAdded();
      }}
    />
  );
}

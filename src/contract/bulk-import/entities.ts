import * as v from 'valibot';
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from '../../domain/gstin';
import { FINANCE_ADMINS, ROLES, type Role, TRAVEL_ADMINS } from '../roles';
import {
  amountCell,
  choiceCell,
  codeCell,
  emailCell,
  mobileCell,
  nameCell,
  numberCell,
  optionalAmountCell,
  optionalCell,
  optionalCodeCell,
  optionalDateCell,
  optionalEmailCell,
  requiredCell,
  yesNoCell,
} from './cells';

/*
 * What each CSV import and export holds (docs/features/bulk-import.md): its columns (the header
 * row, in this order; the wire names of the matching master), who may import and export it (the
 * roles of the master's own add call), the schema of one row, and the columns that must be unique
 * within the file and the company.
 */

const status = (column = 'status') => choiceCell(column, ['active', 'inactive'] as const, 'active');

const gstinCell = v.pipe(
  optionalCell('gstin', 20),
  v.transform(normaliseGstin),
  v.check(
    (g) => g === '' || gstinProblem(g) === null,
    (issue) => GSTIN_MESSAGES[gstinProblem(String(issue.input)) ?? 'pattern'],
  ),
);

const PEOPLE = v.object({
  email: emailCell('email'),
  salutation: choiceCell('salutation', ['Mr', 'Mrs', 'Ms'] as const, 'Mr'),
  firstname: nameCell('firstname'),
  lastname: nameCell('lastname'),
  mobile: mobileCell('mobile'),
  mobilecountrycode: v.pipe(optionalCell('mobilecountrycode', 4), v.transform((t) => t.replace(/^\+/, '') || '91'), v.regex(/^\d{1,4}$/, 'mobilecountrycode must be 1 to 4 digits')),
  gender: choiceCell('gender', ['Male', 'Female', 'Other'] as const, 'Male'),
  birthdate: optionalDateCell('birthdate'),
  role: choiceCell('role', ROLES, 'employee'),
  /** The reporting manager: someone of the company, or a person earlier or later in the same file. */
  manageremail: optionalEmailCell('manageremail'),
  departmentcode: optionalCodeCell('departmentcode'),
  /** Names the person's department through its cost centre when departmentcode is blank. */
  costcentercode: optionalCodeCell('costcentercode'),
  /** The person's grade by its code (docs/features/masters.md "Grades"); blank = none. */
  grade: optionalCodeCell('grade'),
});

const DEPARTMENTS = v.object({ departmentname: requiredCell('departmentname', 120), departmentcode: codeCell('departmentcode'), status: status() });

const COST_CENTRES = v.object({
  costcentername: requiredCell('costcentername', 120),
  costcentercode: codeCell('costcentercode'),
  departmentcode: codeCell('departmentcode'),
  status: status(),
});

const PROJECTS = v.object({
  projectname: requiredCell('projectname', 120),
  projectcode: codeCell('projectcode'),
  costcentercode: codeCell('costcentercode'),
  validfrom: optionalDateCell('validfrom'),
  validto: optionalDateCell('validto'),
  status: status(),
});

const POPULAR_PLACES = v.object({
  placename: requiredCell('placename', 120),
  address: optionalCell('address', 300),
  city: requiredCell('city', 80),
  countrycode: v.pipe(requiredCell('countrycode', 2), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'countrycode must be 2 letters (ISO 3166)')),
  lat: numberCell('lat', 90),
  lon: numberCell('lon', 180),
});

const CATEGORIES = v.object({
  categoryname: requiredCell('categoryname', 120),
  categorycode: codeCell('categorycode'),
  expensekind: choiceCell('expensekind', ['travel', 'monthlyallowance', 'taxsavings', 'nontravel'] as const, 'travel'),
  glcode: optionalCell('glcode', 30),
  receiptrequiredabove: amountCell('receiptrequiredabove'),
  limitperday: optionalAmountCell('limitperday'),
  limitperclaim: optionalAmountCell('limitperclaim'),
  status: status(),
});

const BILLABLE_CUSTOMERS = v.object({ name: requiredCell('name', 120), code: codeCell('code'), gstin: gstinCell, active: yesNoCell('active') });

type RowSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

interface EntityDefinition<S extends RowSchema> {
  /** Shown on the screen. */
  label: string;
  /** The audit trail's entity name: the master's wire name. */
  auditEntity: string;
  roles: readonly Role[];
  row: S;
  /** Columns whose values may appear once in the file and once in the company (compared after normalising). */
  unique: readonly (keyof v.InferOutput<S> & string)[];
}

const entity = <S extends RowSchema>(d: EntityDefinition<S>) => d;

export const IMPORT_ENTITIES = {
  people: entity({ label: 'People', auditEntity: 'UserProfile', roles: TRAVEL_ADMINS, row: PEOPLE, unique: ['email'] }),
  departments: entity({ label: 'Departments', auditEntity: 'CorporateDepartment', roles: TRAVEL_ADMINS, row: DEPARTMENTS, unique: ['departmentcode'] }),
  costcentres: entity({ label: 'Cost centres', auditEntity: 'CostCenter', roles: FINANCE_ADMINS, row: COST_CENTRES, unique: ['costcentercode'] }),
  projects: entity({ label: 'Projects', auditEntity: 'Projects', roles: TRAVEL_ADMINS, row: PROJECTS, unique: ['projectcode'] }),
  popularplaces: entity({ label: 'Popular places', auditEntity: 'PopularLocality', roles: TRAVEL_ADMINS, row: POPULAR_PLACES, unique: ['placename'] }),
  categories: entity({ label: 'Expense categories', auditEntity: 'Category', roles: FINANCE_ADMINS, row: CATEGORIES, unique: ['categorycode'] }),
  billablecustomers: entity({ label: 'Billable customers', auditEntity: 'BillableCustomer', roles: FINANCE_ADMINS, row: BILLABLE_CUSTOMERS, unique: ['code'] }),
};
export type ImportEntity = keyof typeof IMPORT_ENTITIES;
export const IMPORT_ENTITY_NAMES = Object.keys(IMPORT_ENTITIES) as ImportEntity[];
export type ImportRow<E extends ImportEntity> = v.InferOutput<(typeof IMPORT_ENTITIES)[E]['row']>;

/** The header row of an entity's file: the row schema's keys, in order. */
export function importColumns(name: ImportEntity): string[] {
  return Object.keys(IMPORT_ENTITIES[name].row.entries);
}

/** The entities of one side of the console (TRAVEL_ADMINS or FINANCE_ADMINS) a role may import and export, in screen order. */
export function entitiesFor(role: Role, side: readonly Role[]): ImportEntity[] {
  return IMPORT_ENTITY_NAMES.filter((name) => IMPORT_ENTITIES[name].roles === side && side.includes(role));
}

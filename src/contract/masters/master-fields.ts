import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';

/* Field schemas every company-master contract shares (docs/features/masters.md); each message names its field. */

export const ok = { ApiStatus: ApiStatusSchema };
export const expense = { opid: 'TG-EXPENSE', actionKey: 'action' } as const;

/** These calls carry the caller's own ids; the dispatcher refuses anyone else's. */
export const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

export const requiredText = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.nonEmpty(`${name} is required`),
    v.maxLength(max, `${name} is too long`),
  );

export const optionalText = (name: string, max: number) =>
  v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(max, `${name} is too long`)), '');

export const requiredId = (name: string) => requiredText(name, 64);

export const optionalId = (name: string) =>
  v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(64, `${name} is too long`)), '');

/** Kept upper case, so 'sal' and 'SAL' are one code; letters, digits, '-', '_' and '/' only. */
export const codeField = (name: string) =>
  v.pipe(
    requiredText(name, 30),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9][A-Z0-9_/-]*$/, `${name} may hold only letters, digits, -, _ and /`),
  );

/** A money amount as the wire carries it (src/domain/money.ts): a decimal with at most 2 places. */
export const moneyAmount = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.regex(/^\d{1,8}(\.\d{1,2})?$/, `${name} must be an amount like 1234.50`),
  );

/** An amount that may be left empty: '' means none (no limit). */
export const optionalMoneyAmount = (name: string) =>
  v.optional(
    v.pipe(v.string(`${name} must be a string`), v.trim(), v.regex(/^(\d{1,8}(\.\d{1,2})?)?$/, `${name} must be an amount like 1234.50, or empty for none`)),
    '',
  );

export const MASTER_STATUSES = ['active', 'inactive'] as const;
/** Inactive records stay on old claims and reports but new forms no longer offer them. */
export const masterStatus = () =>
  v.optional(v.picklist(MASTER_STATUSES, 'status must be active or inactive'), 'active');

/** Indian Financial System Code: 4 letters for the bank, a 0, then 6 letters or digits for the branch. */
export const ifscCode = () =>
  v.pipe(
    v.string('ifsc is required'),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'ifsc must be 4 letters, a 0 and 6 letters or digits (e.g. HDFC0001234)'),
  );

export const accountNumber = () =>
  v.pipe(v.string('accountnumber is required'), v.trim(), v.regex(/^\d{9,18}$/, 'accountnumber must be 9 to 18 digits'));

/** `{jsondata: {<Entity>: {...}}}` with the caller's own ids: the shape every master add and update takes. */
export function jsondataOf<E extends string, S extends v.ObjectEntries>(entity: E, entries: S) {
  const record = { [entity]: v.object(entries, `${entity} is required`) } as { [K in E]: v.ObjectSchema<S, string> };
  return v.object({ ...ownIds, jsondata: v.object(record, 'jsondata is required') });
}

/** Admins (the master's own admin roles) may also see inactive records. */
export const includeInactive = {
  includeinactive: v.optional(v.boolean('includeinactive must be true or false'), false),
};

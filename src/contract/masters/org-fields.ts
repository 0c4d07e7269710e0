import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';

/* Fields the organisation masters share: departments, cost centres, projects, budgets (docs/features/masters.md). */

export const ok = { ApiStatus: ApiStatusSchema };
export const expense = { opid: 'TG-EXPENSE', actionKey: 'action' } as const;

/** These calls carry the caller's own ids; the dispatcher refuses anyone else's. */
export const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

export const requiredText = (name: string, max: number) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(max, `${name} is too long`));

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

export const ORG_MASTER_STATUSES = ['active', 'inactive'] as const;
export type OrgMasterStatus = (typeof ORG_MASTER_STATUSES)[number];
export const statusField = v.optional(v.picklist(ORG_MASTER_STATUSES, 'status must be active or inactive'), 'active');


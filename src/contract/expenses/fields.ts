import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { FINANCE_ADMINS } from '../roles';

/* What the expense calls share (docs/features/expenses.md "Calls"). */

/** Our opid for claims: TG-EXPENSE already names trips and masters (docs/operations.md), not claims. */
export const EXPENSE_OPID = 'TG-EXPENSECLAIM';
export const anyone = { opid: EXPENSE_OPID, actionKey: 'action', roles: 'any' } as const;
export const finance = { opid: EXPENSE_OPID, actionKey: 'action', roles: FINANCE_ADMINS } as const;
export const ok = { ResponseStatus: ResponseStatusSchema };

/** The calls may carry the caller's own ids; the dispatcher refuses anyone else's. */
export const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

/**
 * Ids of lines and reports are made by whoever creates them, the offline client included (a
 * uuid), so a change queued offline names the same object before and after it reaches the server.
 */
export const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;
export const objectId = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.regex(CLIENT_ID, `${name} must be 8 to 64 letters, digits or dashes`));
export const optionalObjectId = (name: string) =>
  v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.check((s) => s === '' || CLIENT_ID.test(s), `${name} must be 8 to 64 letters, digits or dashes`)), '');
/** A trip's id, or an offline trip draft's ('draft-…', resolved by the outbox before it is sent). */
export const optionalTripId = v.optional(v.pipe(v.string('tripid must be a string'), v.trim(), v.maxLength(64, 'tripid is too long')), '');

export const text = (name: string, max: number) => v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(max, `${name} is too long`)), '');
export const requiredText = (name: string, max: number) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(max, `${name} is too long`));

const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;
/** An amount as a decimal string of 0 or more, at most 2 decimals ("1500.5"). */
export const amount = (name: string) =>
  v.pipe(v.string(`${name} must be an amount written as text, like "1500.50"`), v.trim(), v.regex(DECIMAL, `${name} must be an amount of 0 or more with at most 2 decimals, like 1500.50`));
export const optionalAmount = (name: string) => v.optional(amount(name), '0');

/** Decimal strings with two places on the way out. */
export const Money = v.string();

export const remarksRequired = (what: string) =>
  v.pipe(v.string(`remarks are required to ${what}`), v.trim(), v.nonEmpty(`remarks are required to ${what}`), v.maxLength(1000, 'remarks is too long'));
export const remarks = text('remarks', 1000);

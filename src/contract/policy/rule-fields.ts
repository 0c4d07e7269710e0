import * as v from 'valibot';
import { minorUnitsToDecimal, parseMinorUnits } from '../../domain/money';

/*
 * Field checks every kind of policy rule shares (docs/features/policy.md): rupee amounts and the
 * places a rule names (an airport, a city id 'IN:Mumbai', a country 'IN', a location group, anywhere).
 */

const AIRPORT_CODE = /^[A-Z]{3}$/;

/** '' or a decimal amount, kept with two places. */
export const optionalAmount = (name: string) =>
  v.pipe(
    v.string(`${name} must be an amount like 12000 or empty`),
    v.trim(),
    v.regex(/^(\d{1,8}(\.\d{1,2})?)?$/, `${name} must be an amount like 12000 or empty`),
    v.transform((text) => (text === '' ? '' : minorUnitsToDecimal(parseMinorUnits(text)))),
  );

/** What is wrong with one place as its type reads it, or null; whether the place exists is the server's to say. */
export function placeProblem(name: string, type: string, value: string): string | null {
  if (type === 'any') return value === '' ? null : `${name} must be empty for anywhere`;
  if (type === 'airport') return AIRPORT_CODE.test(value) ? null : `${name} must be a 3-letter airport code, like BOM`;
  if (type === 'country') return /^[A-Z]{2}$/.test(value) ? null : `${name} must be a 2-letter country code, like IN`;
  if (type === 'city') return /^[A-Z]{2}:\S/.test(value) ? null : `${name} must be a city, like IN:Mumbai`;
  return value === '' ? `${name} is required` : null;
}

/** Codes upper-cased (a city's name kept as written), so 'in:Mumbai' reads as 'IN:Mumbai'. */
export function normalisedPlace(type: string, value: string): string {
  if (type === 'airport' || type === 'country') return value.toUpperCase();
  return type === 'city' ? value.slice(0, 2).toUpperCase() + value.slice(2) : value;
}

/** When a booking needs an approval: only when out of policy, always, or never (insurance and hotels). */
export const APPROVAL_RULES = ['outofpolicy', 'always', 'never'] as const;
export type ApprovalRule = (typeof APPROVAL_RULES)[number];
export const approvalRule = (name: string) => v.optional(v.picklist(APPROVAL_RULES, `${name} must be one of: ${APPROVAL_RULES.join(', ')}`), 'outofpolicy');

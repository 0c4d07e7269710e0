import * as v from 'valibot';
import { calendarDate } from '../calendar-date';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { ADMIN_GROUP } from '../roles';
import { masterListQuery, masterListTotal } from './list-query';

/*
 * The audit trail read (docs/features/admin-audit.md): every admin change of the company, for the
 * travel and the finance admins alike (ADMIN_GROUP is TRAVEL_ADMINS and FINANCE_ADMINS together).
 */

const optionalDay = (name: string) =>
  v.optional(v.pipe(v.string(`${name} must be a date (YYYY-MM-DD)`), v.trim(), v.check((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), `${name} must be a date (YYYY-MM-DD)`), calendarDate(name)), '');
const optionalFilter = (name: string) => v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(64, `${name} is too long`)), '');

export const AdminAuditRowSchema = v.object({
  auditid: v.string(),
  /** Profile id of the admin who made the change. */
  actorid: v.string(),
  actorname: v.string(),
  /** The wire entity name, e.g. 'BillableCustomer', 'AdminMessage'. */
  entity: v.string(),
  entityid: v.string(),
  action: v.picklist(['create', 'update', 'delete']),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
  /** ISO 8601. */
  at: v.string(),
});
export type AdminAuditRow = v.InferOutput<typeof AdminAuditRowSchema>;

export const ADMIN_AUDIT_SORTS = ['at', 'entity', 'action'] as const;

export const getAdminAudit = defineOperation({
  opid: 'TG-EXPENSE',
  actionKey: 'action',
  action: 'getadminaudit',
  request: v.object({
    profileid: v.optional(v.string('profileid must be a string')),
    corporateid: v.optional(v.string('corporateid must be a string')),
    ...masterListQuery,
    /** Only changes made by this profile id. */
    userid: optionalFilter('userid'),
    /** Only changes to this entity, e.g. 'AdminMessage'. */
    entity: optionalFilter('entity'),
    /** First and last day (UTC, inclusive) of the changes wanted. */
    fromdate: optionalDay('fromdate'),
    todate: optionalDay('todate'),
  }),
  response: v.object({ ApiStatus: ApiStatusSchema, AdminAudit: v.array(AdminAuditRowSchema), ...masterListTotal }),
  roles: ADMIN_GROUP,
  mutates: false,
});

export const adminAuditOperations = { getAdminAudit };

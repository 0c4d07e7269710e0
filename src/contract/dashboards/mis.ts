import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { DASHBOARD_VIEWERS } from '../roles';
import { DATE_TYPES, windowRequest } from './filter';

/*
 * TG-CORPORATEREPORT globalmistraveljson (docs/features/dashboards.md "MIS report"): one row per
 * paid booking in the window, with the columns a finance team reconciles against, a page of at
 * most MIS_PAGE_SIZE rows at a time so a large company never gets an unbounded answer.
 */

export const MIS_PAGE_SIZE = 5000;

const flag = (name: string) =>
  v.optional(
    v.union(
      [
        v.boolean(),
        v.pipe(
          v.picklist(['true', 'false']),
          v.transform((s) => s === 'true'),
        ),
      ],
      `${name} must be true or false`,
    ),
    false,
  );

const MisRequestSchema = windowRequest({
  /** true: the whole company (admin group only); false: the caller's dashboard scope. */
  isglobal: flag('isglobal'),
  /** Which day the window is about; when given it wins over searchcriteria.datetype. */
  datetype: v.optional(v.picklist(DATE_TYPES, 'datetype must be booking or travel')),
  page: v.optional(
    v.pipe(
      v.union(
        [v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))],
        'page must be a whole number from 1',
      ),
      v.integer('page must be a whole number from 1'),
      v.minValue(1, 'page must be a whole number from 1'),
    ),
    1,
  ),
});

const amount = v.string();

export const MisRowSchema = v.object({
  txid: v.string(),
  product: v.string(),
  tripid: v.string(),
  travellerprofileid: v.string(),
  travellername: v.string(),
  bookerprofileid: v.string(),
  bookername: v.string(),
  merchant: v.string(),
  bookingdate: v.string(),
  traveldate: v.string(),
  domint: v.string(),
  region: v.string(),
  destinationcity: v.string(),
  department: v.string(),
  costcentre: v.string(),
  project: v.string(),
  /** The masters' names of department, cost centre and project; '' when none or no longer known. */
  departmentname: v.string(),
  costcentrename: v.string(),
  projectname: v.string(),
  paymentmode: v.string(),
  spend: amount,
  taxes: amount,
  amendments: v.number(),
  amendmentfees: amount,
  refund: amount,
  /** What the booking cost in the end: spend less refund. */
  netamount: amount,
  state: v.string(),
  inpolicy: v.boolean(),
  policyreason: v.string(),
  missed: amount,
  advancedays: v.number(),
  /** Request to decision of its approval; null when it had none. */
  approvaldelayminutes: v.nullable(v.number()),
});
export type MisRow = v.InferOutput<typeof MisRowSchema>;

export const globalMisTravel = defineOperation({
  opid: 'TG-CORPORATEREPORT',
  actionKey: 'actioncode',
  action: 'globalmistraveljson',
  roles: DASHBOARD_VIEWERS,
  request: MisRequestSchema,
  response: v.object({
    ResponseStatus: ResponseStatusSchema,
    isglobal: v.boolean(),
    datetype: v.picklist(DATE_TYPES),
    page: v.number(),
    pagesize: v.number(),
    /** Rows in the window altogether, over every page. */
    total: v.number(),
    /** Whether a later page holds more rows. */
    more: v.boolean(),
    MISData: v.array(MisRowSchema),
  }),
  mutates: false,
});

import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  addBillableCustomer,
  getBillableCustomers,
  updateBillableCustomer,
} from '../../../src/contract/masters/operations';
import { ADMIN_GROUP } from '../../../src/contract/roles';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { billableCustomers } from '../../store/schema';

const OK = { Status: 'OK' as const };
const DUPLICATE_CODE = 'jsondata.BillableCustomer.code: another customer of your company has this code';

type CustomerRow = typeof billableCustomers.$inferSelect;

const wire = (c: CustomerRow) => ({ customerid: c.id, name: c.name, code: c.code, gstin: c.gstin, active: c.active });

/** Every role lists the active customers (the trip and book forms offer them); only admins see retired ones. */
export const getBillableCustomersHandler = defineHandler(getBillableCustomers)(async (ctx, { includeinactive }) => {
  if (includeinactive && !ADMIN_GROUP.includes(ctx.session.role))
    throw forbidden('includeinactive: only admins may list inactive customers');
  const own = eq(billableCustomers.corporateId, ctx.session.corporateid);
  const rows = await ctx.tx
    .select()
    .from(billableCustomers)
    .where(includeinactive ? own : and(own, eq(billableCustomers.active, true)))
    .orderBy(asc(billableCustomers.name), asc(billableCustomers.id));
  return { ApiStatus: OK, list: rows.map(wire) };
});

/** The unique index settles two admins adding one code at once: the second gets the same 400. */
export const addBillableCustomerHandler = defineHandler(addBillableCustomer)(async (ctx, { jsondata }) => {
  const { name, code, gstin, active } = jsondata.BillableCustomer;
  const [row] = await ctx.tx
    .insert(billableCustomers)
    .values({
      id: `BC${randomUUID()}`,
      corporateId: ctx.session.corporateid,
      name,
      code,
      gstin,
      active,
      createdAt: ctx.now,
    })
    .onConflictDoNothing({ target: [billableCustomers.corporateId, billableCustomers.code] })
    .returning({ id: billableCustomers.id });
  if (!row) throw badRequest(DUPLICATE_CODE);
  return { ApiStatus: OK, customerid: row.id };
});

async function codeTakenByAnother(ctx: HandlerContext, customerid: string, code: string): Promise<boolean> {
  const [other] = await ctx.tx
    .select({ id: billableCustomers.id })
    .from(billableCustomers)
    .where(
      and(
        eq(billableCustomers.corporateId, ctx.session.corporateid),
        eq(billableCustomers.code, code),
        ne(billableCustomers.id, customerid),
      ),
    );
  return other !== undefined;
}

/** Another company's customer reads as not found, as foreign ids do across the trip operations. */
export const updateBillableCustomerHandler = defineHandler(updateBillableCustomer)(async (ctx, { jsondata }) => {
  const { customerid, name, code, gstin, active } = jsondata.BillableCustomer;
  if (await codeTakenByAnother(ctx, customerid, code)) throw badRequest(DUPLICATE_CODE);
  const [row] = await ctx.tx
    .update(billableCustomers)
    .set({ name, code, gstin, active })
    .where(and(eq(billableCustomers.id, customerid), eq(billableCustomers.corporateId, ctx.session.corporateid)))
    .returning({ id: billableCustomers.id });
  if (!row) throw forbidden('jsondata.BillableCustomer.customerid: billable customer not found');
  return { ApiStatus: OK };
});

import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import {
  addBillableCustomer,
  getBillableCustomers,
  updateBillableCustomer,
} from '../../../src/contract/masters/billable-customers';
import { ADMIN_GROUP } from '../../../src/contract/roles';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { billableCustomers } from '../../store/schema';
import { pageOfMaster } from './list-query';

const OK = { Status: 'OK' as const };
const DUPLICATE_CODE = 'jsondata.BillableCustomer.code: another customer of your company has this code';

type CustomerRow = typeof billableCustomers.$inferSelect;

const wire = (c: CustomerRow) => ({ customerid: c.id, name: c.name, code: c.code, gstin: c.gstin, active: c.active });

/** Every role lists the active customers (the trip and book forms offer them); only admins see retired ones. */
export const getBillableCustomersHandler = defineHandler(getBillableCustomers)(async (ctx, { includeinactive, ...query }) => {
  if (includeinactive && !ADMIN_GROUP.includes(ctx.session.role))
    throw forbidden('includeinactive: only admins may list inactive customers');
  const own = eq(billableCustomers.corporateId, ctx.session.corporateid);
  const { rows } = await pageOfMaster<CustomerRow>(
    ctx.tx,
    {
      table: billableCustomers,
      where: includeinactive ? own : and(own, eq(billableCustomers.active, true)),
      searchable: [billableCustomers.name, billableCustomers.code],
      sortable: { name: billableCustomers.name, code: billableCustomers.code },
      tieBreaker: billableCustomers.id,
    },
    query,
  );
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
    .returning();
  if (!row) throw badRequest(DUPLICATE_CODE);
  await recordAdminChange(ctx, { entity: 'BillableCustomer', entityId: row.id, action: 'create', after: wire(row) });
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
  const own = and(eq(billableCustomers.id, customerid), eq(billableCustomers.corporateId, ctx.session.corporateid));
  const [before] = await ctx.tx.select().from(billableCustomers).where(own).for('update');
  if (!before) throw forbidden('jsondata.BillableCustomer.customerid: billable customer not found');
  if (await codeTakenByAnother(ctx, customerid, code)) throw badRequest(DUPLICATE_CODE);
  const [after] = await ctx.tx.update(billableCustomers).set({ name, code, gstin, active }).where(own).returning();
  await recordAdminChange(ctx, { entity: 'BillableCustomer', entityId: customerid, action: 'update', before: wire(before), after: wire(after!) });
  return { ApiStatus: OK };
});

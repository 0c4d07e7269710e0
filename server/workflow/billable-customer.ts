import { and, eq } from 'drizzle-orm';
import { BILLABLE, TRIP_DETAIL_MESSAGES } from '../../src/domain/required-trip-details';
import { badRequest } from '../http/errors';
import type { Executor } from '../store/db';
import { billableCustomers } from '../store/schema';

/**
 * Whom a trip or booking is billed to (docs/features/masters.md). Shared by the trip, flight and
 * insurance operations so each refuses a foreign or retired customer with the same 400.
 */
export interface BillableChoice {
  /** 'billable', 'nonbillalble' or ''. */
  billabletype: string;
  /** The customer's id; '' when none was chosen. */
  customerid: string;
}

/** `customerid` must be an active customer of the company; `field` is how the request names it. */
export async function checkBillableCustomer(
  tx: Executor,
  corporateId: string,
  customerid: string,
  field: string,
): Promise<void> {
  const [row] = await tx
    .select({ id: billableCustomers.id })
    .from(billableCustomers)
    .where(
      and(
        eq(billableCustomers.id, customerid),
        eq(billableCustomers.corporateId, corporateId),
        eq(billableCustomers.active, true),
      ),
    );
  if (!row) throw badRequest(`${field}: no such billable customer in your company`);
}

/**
 * A billable choice as a whole: the customer named (when there is one) is the company's, and a
 * billable one names a customer when the company requires it. Not billable: no customer asked.
 */
export async function checkBillableChoice(
  tx: Executor,
  corporateId: string,
  required: boolean,
  choice: BillableChoice,
  field: string,
): Promise<void> {
  if (choice.billabletype !== BILLABLE) return;
  if (choice.customerid !== '') return checkBillableCustomer(tx, corporateId, choice.customerid, field);
  if (required) throw badRequest(`${field}: ${TRIP_DETAIL_MESSAGES.customerid}`);
}

import * as v from 'valibot';
import { optionalGstin } from '../fields';
import { defineOperation } from '../operation';
import { FINANCE_ADMINS } from '../roles';
import { masterListQuery } from './list-query';
import { expense, ok, ownIds, requiredText } from './master-fields';

/* Billable customers (docs/features/masters.md): the customers a company bills trips and bookings to. */

export const BillableCustomerSchema = v.object({
  customerid: v.string(),
  name: v.string(),
  code: v.string(),
  /** '' when the customer has no GST number. */
  gstin: v.string(),
  active: v.boolean(),
});
export type BillableCustomer = v.InferOutput<typeof BillableCustomerSchema>;

/** What an admin sends; codes are kept upper case so 'acme' and 'ACME' are the same code. */
const customerFields = {
  name: requiredText('name', 120),
  code: v.pipe(requiredText('code', 30), v.toUpperCase()),
  gstin: optionalGstin(),
  active: v.optional(v.boolean('active must be true or false'), true),
};

/**
 * Active customers by name, for every role; an admin may ask for the inactive ones too. Search,
 * sort (name, code) and paging are optional; the answer stays `list` for existing clients.
 */
export const getBillableCustomers = defineOperation({
  ...expense,
  action: 'getbillablecustomers',
  request: v.object({
    ...ownIds,
    includeinactive: v.optional(v.boolean('includeinactive must be true or false'), false),
    ...masterListQuery,
  }),
  response: v.object({ ...ok, list: v.array(BillableCustomerSchema) }),
  roles: 'any',
  mutates: false,
});

export const addBillableCustomer = defineOperation({
  ...expense,
  action: 'addbillablecustomer',
  request: v.object({
    ...ownIds,
    jsondata: v.object(
      { BillableCustomer: v.object(customerFields, 'BillableCustomer is required') },
      'jsondata is required',
    ),
  }),
  response: v.object({ ...ok, customerid: v.string() }),
  roles: FINANCE_ADMINS,
  mutates: true,
});

export const updateBillableCustomer = defineOperation({
  ...expense,
  action: 'updatebillablecustomer',
  request: v.object({
    ...ownIds,
    jsondata: v.object(
      {
        BillableCustomer: v.object(
          { customerid: requiredText('customerid', 64), ...customerFields },
          'BillableCustomer is required',
        ),
      },
      'jsondata is required',
    ),
  }),
  response: v.object(ok),
  roles: FINANCE_ADMINS,
  mutates: true,
});

export const billableCustomerOperations = { getBillableCustomers, addBillableCustomer, updateBillableCustomer };

import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { minorUnitsToDecimal, optionalMinorUnitsToDecimal, parseMinorUnits, parseOptionalMinorUnits } from '../../../src/domain/money';
import { billableCustomers, expenseCategories } from '../../store/schema';
import { alreadyInCompany } from './existing';
import { type EntityStore, insertInBatches } from './types';

/* Expense categories and billable customers: finance masters keyed by the company's own code. */

export const categoryStore: EntityStore<'categories'> = {
  async check({ tx, corporateId, now }, rows) {
    const keyed = { table: expenseCategories, corporateId: expenseCategories.corporateId, key: expenseCategories.code };
    const problems = await alreadyInCompany(tx, keyed, corporateId, rows, 'categorycode', 'category');
    const values = rows.map(({ value: c }) => ({
      id: `CT${randomUUID()}`, corporateId, name: c.categoryname, code: c.categorycode, expenseKind: c.expensekind, glCode: c.glcode,
      receiptRequiredAbovePaise: parseMinorUnits(c.receiptrequiredabove),
      limitPerDayPaise: parseOptionalMinorUnits(c.limitperday), limitPerClaimPaise: parseOptionalMinorUnits(c.limitperclaim), status: c.status, createdAt: now,
    }));
    return { problems, write: (w) => insertInBatches(values, (batch) => w.insert(expenseCategories).values(batch)) };
  },
  async exportRows(tx, corporateId) {
    const list = await tx.select().from(expenseCategories).where(eq(expenseCategories.corporateId, corporateId)).orderBy(asc(expenseCategories.code));
    return list.map((c) => [c.name, c.code, c.expenseKind, c.glCode, minorUnitsToDecimal(c.receiptRequiredAbovePaise), optionalMinorUnitsToDecimal(c.limitPerDayPaise), optionalMinorUnitsToDecimal(c.limitPerClaimPaise), c.status]);
  },
};

export const billableCustomerStore: EntityStore<'billablecustomers'> = {
  async check({ tx, corporateId, now }, rows) {
    const keyed = { table: billableCustomers, corporateId: billableCustomers.corporateId, key: billableCustomers.code };
    const problems = await alreadyInCompany(tx, keyed, corporateId, rows, 'code', 'billable customer');
    const values = rows.map(({ value: b }) => ({ id: `BC${randomUUID()}`, corporateId, name: b.name, code: b.code, gstin: b.gstin, active: b.active, createdAt: now }));
    return { problems, write: (w) => insertInBatches(values, (batch) => w.insert(billableCustomers).values(batch)) };
  },
  async exportRows(tx, corporateId) {
    const list = await tx.select().from(billableCustomers).where(eq(billableCustomers.corporateId, corporateId)).orderBy(asc(billableCustomers.code));
    return list.map((b) => [b.name, b.code, b.gstin, b.active ? 'yes' : 'no']);
  },
};

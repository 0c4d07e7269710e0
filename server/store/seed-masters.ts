import type { Tx } from './db';
import { billableCustomers } from './schema';

/**
 * Billable customers of the demo companies (docs/features/masters.md): Acme bills three clients
 * (one retired, so admins see the difference), Globex two, the small business one.
 */
export async function seedMasters(tx: Tx, now: Date): Promise<void> {
  await tx.insert(billableCustomers).values(
    [
      { id: 'BC1001T', corporateId: '1001', name: 'Tata Motors', code: 'TATA', gstin: '27AAACT2727Q1ZW' },
      { id: 'BC1001I', corporateId: '1001', name: 'Infosys', code: 'INFY', gstin: '29AABCI1234K1ZM' },
      { id: 'BC1001O', corporateId: '1001', name: 'Old Harbour Logistics', code: 'OHL', gstin: '', active: false },
      { id: 'BC1002N', corporateId: '1002', name: 'Northwind Traders', code: 'NWT', gstin: '' },
      { id: 'BC1002C', corporateId: '1002', name: 'Contoso Ltd', code: 'CONTOSO', gstin: '' },
      { id: 'BC1003S', corporateId: '1003', name: 'Sundaram Stores', code: 'SUND', gstin: '33AAGCS5678M1ZQ' },
    ].map((c) => ({ ...c, createdAt: now })),
  );
}

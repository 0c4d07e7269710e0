import type { Tx } from './db';
import { coordinatorMappings } from './schema';

/*
 * Acme's demo coordinator (Arjun, 20003) handles Rahul (20001), the demo traveller, Rohan (20007)
 * and Sneha (20008); Priya (20002, the manager) and the admins are not his (docs/features/coordinators.md).
 */
export async function seedCoordinators(tx: Tx, now: Date): Promise<void> {
  const row = (id: string, traveller: string, status: 'active', createdBy: string) => ({
    id,
    corporateId: '1001',
    coordinatorProfileId: '20003',
    travellerProfileId: traveller,
    status,
    createdBy,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(coordinatorMappings).values([
    row('TC1001A', '20001', 'active', '20004'),
    row('TC1001B', '20007', 'active', '20004'),
    row('TC1001C', '20008', 'active', '20004'),
  ]);
}

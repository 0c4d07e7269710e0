import type { Tx } from './db';

/** Demo data of the registration area, seeded with the demo company into an empty database. */
export async function seedRegistration(_tx: Tx, _now: Date): Promise<void> {}

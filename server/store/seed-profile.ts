import type { Tx } from './db';

/** Demo data of the profile area, seeded with the demo company into an empty database. */
export async function seedProfile(_tx: Tx, _now: Date): Promise<void> {}

import type { Tx } from './db';

/** Demo data of the emulation area, seeded with the demo company into an empty database. */
export async function seedEmulation(_tx: Tx, _now: Date): Promise<void> {}

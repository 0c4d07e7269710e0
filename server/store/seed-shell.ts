import type { Tx } from './db';

/** Demo data of the shell area, seeded with the demo company into an empty database. */
export async function seedShell(_tx: Tx, _now: Date): Promise<void> {}

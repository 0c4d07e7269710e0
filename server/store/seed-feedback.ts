import type { Tx } from './db';
import { corporateFeedbackSettings } from './schema-feedback';

/**
 * Acme (1001) is the demo's special client: its users get the trip feedback prompt (docs/product.md#trip-feedback).
 * Globex has a row saying no, the other companies none (no row = not special).
 */
export async function seedFeedback(tx: Tx): Promise<void> {
  await tx.insert(corporateFeedbackSettings).values([
    { corporateId: '1001', specialClient: true },
    { corporateId: '1002', specialClient: false },
  ]);
}

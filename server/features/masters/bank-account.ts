import type { HandlerContext } from '../../dispatch/types';
import { sealText } from '../../crypto/seal';

/*
 * Bank account numbers are sealed at rest (docs/secrets-at-rest.md) and never leave the server
 * whole: answers and audit records carry them masked, so the last 4 digits are kept in clear.
 */

export const maskedAccount = (last4: string) => `XXXX${last4}`;

export async function sealedAccount(
  ctx: HandlerContext,
  accountNumber: string,
  aad: string,
): Promise<{ accountNumber: string; accountLast4: string }> {
  return { accountNumber: await sealText(ctx.tx, accountNumber, aad), accountLast4: accountNumber.slice(-4) };
}


import { eq } from 'drizzle-orm';
import type { PaymentModesConfig } from '../../src/contract/wallet/operations';
import type { PaymentMode } from '../../src/domain/payment-mode';
import { HttpError } from '../http/errors';
import type { Executor } from '../store/db';
import { corporateBookingConfig } from '../store/schema-wallet';

/** The company's allowed payment modes ('' when none is set: both). */
export async function companyPaymentModes(db: Executor, corporateId: string): Promise<PaymentModesConfig> {
  const [row] = await db
    .select({ modes: corporateBookingConfig.paymentModes })
    .from(corporateBookingConfig)
    .where(eq(corporateBookingConfig.corporateId, corporateId));
  return row?.modes ?? '';
}

/**
 * The server's half of docs/product.md#payment-mode: a booking may only use a mode the company allows, whatever
 * the client sent (409). Whether the wallet covers the total is debitWallet's check.
 */
export async function checkPaymentModeAllowed(db: Executor, corporateId: string, mode: PaymentMode): Promise<void> {
  const modes = await companyPaymentModes(db, corporateId);
  if (mode === 'cashcard' && modes === 'paymentgateway')
    throw new HttpError(409, 'paymentmode: your company pays by card only');
  if (mode === 'creditcard' && modes === 'wallet')
    throw new HttpError(409, 'paymentmode: your company pays by wallet only');
}

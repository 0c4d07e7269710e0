import { eq } from 'drizzle-orm';
import type { PaymentModesConfig } from '../../src/contract/wallet/operations';
import type { PaymentMode } from '../../src/domain/payment-mode';
import { HttpError } from '../http/errors';
import type { Executor } from '../store/db';
import { corporateBookingConfig } from '../store/schema-wallet';

export const COMPANY_ACCOUNT_OFF = 'paymentmode: your company does not offer booking on the company account';

export interface CompanyPaymentConfig {
  /** The allowed wallet/card modes ('' when none is set: both). */
  modes: PaymentModesConfig;
  /** Whether a booking may be billed to the company account. */
  companyAccount: boolean;
}

/** The company's payment configuration; a company without a row allows both modes and no company account. */
export async function companyPaymentConfig(db: Executor, corporateId: string): Promise<CompanyPaymentConfig> {
  const [row] = await db
    .select({ modes: corporateBookingConfig.paymentModes, companyAccount: corporateBookingConfig.companyAccount })
    .from(corporateBookingConfig)
    .where(eq(corporateBookingConfig.corporateId, corporateId));
  return { modes: row?.modes ?? '', companyAccount: row?.companyAccount ?? false };
}

/**
 * The server's half of docs/product.md#payment-mode: a booking may only use a mode the company allows, whatever
 * the client sent (409). Whether the wallet covers the total is debitWallet's check.
 */
export async function checkPaymentModeAllowed(db: Executor, corporateId: string, mode: PaymentMode): Promise<void> {
  const { modes, companyAccount } = await companyPaymentConfig(db, corporateId);
  if (mode === 'company' && !companyAccount) throw new HttpError(409, COMPANY_ACCOUNT_OFF);
  if (mode === 'cashcard' && modes === 'paymentgateway')
    throw new HttpError(409, 'paymentmode: your company pays by card only');
  if (mode === 'creditcard' && modes === 'wallet')
    throw new HttpError(409, 'paymentmode: your company pays by wallet only');
}

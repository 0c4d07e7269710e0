import { eq } from 'drizzle-orm';
import { HttpError } from '../http/errors';
import type { Executor } from '../store/db';
import { personAccounts } from '../store/schema';
import { loginNok } from './login-errors';

/*
 * Accounts an administrator deactivated, or added and not yet activated, cannot sign in by any
 * route (password, device token, SSO key) (docs/features/people.md). A profile without a
 * person_accounts row is active.
 */
export const ACCOUNT_DEACTIVATED_MESSAGE = 'This account has been deactivated. Please contact your travel administrator.';
export const ACCOUNT_PENDING_MESSAGE = 'This account is not activated yet. Please use the link in your invitation mail.';

/** Throws the login refusal when the account may not sign in now. */
export async function assertAccountActive(db: Executor, profileId: string): Promise<void> {
  const [row] = await db.select({ status: personAccounts.status }).from(personAccounts).where(eq(personAccounts.profileId, profileId));
  if (!row || row.status === 'active') return;
  const message = row.status === 'deactivated' ? ACCOUNT_DEACTIVATED_MESSAGE : ACCOUNT_PENDING_MESSAGE;
  throw new HttpError(403, message, loginNok(message));
}

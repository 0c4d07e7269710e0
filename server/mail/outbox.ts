import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../store/db';
import { mailOutbox } from '../store/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Mail is written to the outbox in the same transaction as the change it announces, so an OTP
 * is never mailed for a change that rolled back. No relay is configured in this product yet;
 * the demo reads the outbox instead (server/mail/README.md).
 */
export async function queueMail(tx: Executor, mail: OutgoingMail, now: Date): Promise<void> {
  await tx.insert(mailOutbox).values({ recipient: mail.to.toLowerCase(), subject: mail.subject, body: mail.body, createdAt: now });
}

export type StoredMail = typeof mailOutbox.$inferSelect;

/** Newest first; one recipient's mail when `recipient` is given. */
export function readOutbox(db: Executor, recipient?: string, limit = 20): Promise<StoredMail[]> {
  const query = db.select().from(mailOutbox);
  const filtered = recipient ? query.where(eq(mailOutbox.recipient, recipient.toLowerCase())) : query;
  return filtered.orderBy(desc(mailOutbox.id)).limit(limit);
}

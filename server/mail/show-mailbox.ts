/**
 * `npx tsx server/mail/show-mailbox.ts [email]`: prints the newest mail of the outbox (all, or one
 * recipient's). It opens the database the server uses (DATABASE_URL, else DATA_DIR or ./data).
 * A PGlite directory can be open in one process only: stop the server first, or run the server
 * with DEMO_MAILBOX=1 and open /api/demo/mailbox instead.
 */
import { openStore } from '../store/open';
import { readOutbox } from './outbox';

const recipient = process.argv[2];
const store = await openStore({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });
try {
  const mail = await readOutbox(store.db, recipient, 10);
  if (mail.length === 0) console.log(recipient ? `No mail for ${recipient}.` : 'The outbox is empty.');
  for (const m of mail) console.log(`#${m.id}  ${m.createdAt.toISOString()}  to ${m.recipient}\nSubject: ${m.subject}\n\n${m.body}\n${'-'.repeat(60)}`);
} finally {
  await store.close();
}

import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { queryText } from '../../src/contract/query';
import { DEMO_MAILBOX_PATH } from '../../src/contract/registration/operations';
import type { AppContext } from '../app-context';
import { defineRoute, mountRoutes } from '../http/define-route';
import { readOutbox } from './outbox';

/** Only browser tests and demos read it, so its query lives here rather than in the contract. */
const MailboxQuerySchema = v.object({ to: queryText });

/**
 * GET /api/demo/mailbox[?to=<email>]: the outbox as JSON, newest first. It hands out OTPs, so it
 * exists only when the server is started with DEMO_MAILBOX=1 (demo and browser tests).
 */
const demoMailboxRoute = defineRoute({
  method: 'GET',
  path: DEMO_MAILBOX_PATH,
  auth: 'public',
  name: 'DEMO_MAILBOX',
  query: MailboxQuerySchema,
  handler: async ({ app, query }) => {
    const mail = await readOutbox(app.store.db, query.to || undefined);
    return { mail: mail.map((m) => ({ id: m.id, recipient: m.recipient, subject: m.subject, body: m.body, createdAt: m.createdAt.toISOString() })) };
  },
});

export function registerDemoMailbox(app: FastifyInstance, ctx: AppContext, enabled = process.env.DEMO_MAILBOX === '1'): void {
  if (enabled) mountRoutes(app, ctx, [demoMailboxRoute]);
}

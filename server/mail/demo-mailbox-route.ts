import type { FastifyInstance } from 'fastify';
import { DEMO_MAILBOX_PATH } from '../../src/contract/registration/operations';
import type { Db } from '../store/db';
import { readOutbox } from './outbox';

/**
 * GET /api/demo/mailbox[?to=<email>]: the outbox as JSON, newest first. It hands out OTPs, so it
 * exists only when the server is started with DEMO_MAILBOX=1 (demo and browser tests).
 */
export function registerDemoMailbox(app: FastifyInstance, db: Db, enabled = process.env.DEMO_MAILBOX === '1'): void {
  if (!enabled) return;
  app.get(DEMO_MAILBOX_PATH, async (request) => {
    const to = (request.query as { to?: unknown }).to;
    const mail = await readOutbox(db, typeof to === 'string' && to ? to : undefined);
    return { mail: mail.map((m) => ({ id: m.id, recipient: m.recipient, subject: m.subject, body: m.body, createdAt: m.createdAt.toISOString() })) };
  });
}

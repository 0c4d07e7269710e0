import { api } from '../api';
import { type OperationName, operations } from '../contract';
import type { Operation } from '../contract/operation';
import { type FlushResult, flushOutbox } from './outbox-flush';
import type { OutboxFields } from './outbox';

/** Sends one queued change as the outbox asks: its own operation, its entry id as Idempotency-Key. */
export function sendQueued(operation: OperationName, fields: OutboxFields, idempotencyKey: string): Promise<unknown> {
  const op = operations[operation] as Operation;
  return api.callOperation(op, fields as never, { idempotencyKey });
}

/**
 * After a trip change is queued: flush at once, so online the change reaches the server now and
 * offline it simply waits (the outbox's own triggers retry it). Never throws: the entry's state
 * and message tell the screen how it went.
 */
export async function syncTripChanges(profileid: string): Promise<FlushResult | null> {
  try {
    return await flushOutbox({ profileid, send: sendQueued });
  } catch {
    return null;
  }
}

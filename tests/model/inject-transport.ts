import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { operations } from '../../src/contract';
import { IDEMPOTENCY_HEADER, SERVICE_PATH, SESSION_EXPIRED_STATUSCODE } from '../../src/contract/envelope';
import { ApiError, NetworkError, SessionExpiredError } from '../../src/api/errors';
import { bodyMessage } from '../../src/api/transport';
import type { OutboxSend } from '../../src/db/outbox-flush';

/**
 * What can go wrong with one request, as the model test schedules it:
 * - 'offline': nothing reaches the server;
 * - 'http-503': a gateway answers before the server sees it;
 * - 'lost-reply': the server commits, then the connection drops before the reply;
 * - 'server-crash': the server commits, then its process dies (a new one starts on the same database);
 * - 'duplicate': the network delivers the request twice; the client sees the second answer;
 * - 'client-crash': the server commits, then the client process dies before it can record the answer.
 */
export type Fault = 'offline' | 'http-503' | 'lost-reply' | 'server-crash' | 'duplicate' | 'client-crash';

export interface SentRequest {
  body: Record<string, unknown>;
  key: string;
}

export interface InjectTransport {
  send: OutboxSend;
  /** Faults for the coming requests, one each, in order; then requests go through. */
  faults: Fault[];
  online: boolean;
  /** Called for 'client-crash' after the server committed: the test closes the client's database. */
  onClientCrash: () => void;
  /** Every request that reached the server (for late duplicate deliveries). */
  delivered: SentRequest[];
  /** The most sends ever in flight at once: the outbox lock must keep it at 1. */
  maxInFlight: number;
  /** Delivers a copy of an earlier request again, as a slow network might, and ignores the answer. */
  redeliver(request: SentRequest): Promise<void>;
}

/**
 * The outbox's send over app.inject, answering and failing exactly as src/api/client.ts does.
 * `restartServer` closes the running app and starts another on the same database (a crash).
 */
export function injectTransport(server: { app: FastifyInstance; restart(): Promise<void> }, token: string): InjectTransport {
  const inject = (request: SentRequest) =>
    server.app.inject({
      method: 'POST',
      url: SERVICE_PATH,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [IDEMPOTENCY_HEADER]: request.key },
      payload: JSON.stringify(request.body),
    });

  let inFlight = 0;
  const transport: InjectTransport = {
    faults: [],
    online: true,
    onClientCrash: () => {},
    delivered: [],
    maxInFlight: 0,
    async redeliver(request) {
      await inject(request);
    },
    async send(name, fields, key) {
      transport.maxInFlight = Math.max(transport.maxInFlight, ++inFlight);
      try {
        return await sendOnce(name, fields, key);
      } finally {
        inFlight--;
      }
    },
  };

  async function sendOnce(...[name, fields, key]: Parameters<OutboxSend>): Promise<unknown> {
      const op = operations[name];
      const body = { opid: op.opid, ...(op.actionKey && op.action ? { [op.actionKey]: op.action } : {}), ...fields };
      const request = { body, key };
      const fault = transport.faults.shift();
      if (!transport.online || fault === 'offline') throw new NetworkError();
      if (fault === 'http-503') throw new ApiError(503, 'Service Unavailable');
      transport.delivered.push(request);
      let answer = await inject(request);
      if (fault === 'duplicate') answer = await inject(request);
      if (fault === 'lost-reply') throw new NetworkError();
      if (fault === 'server-crash') {
        await server.restart();
        throw new NetworkError();
      }
      if (fault === 'client-crash') {
        transport.onClientCrash();
        throw new NetworkError();
      }
      const data = answer.json() as { statuscode?: unknown };
      if (Number(data?.statuscode) === SESSION_EXPIRED_STATUSCODE) throw new SessionExpiredError();
      if (answer.statusCode >= 400) throw new ApiError(answer.statusCode, bodyMessage(data, answer.statusCode));
      const parsed = v.safeParse(op.response, data);
      if (!parsed.success) throw new ApiError(answer.statusCode, 'Unexpected response from the server.');
      return parsed.output;
  }
  return transport;
}

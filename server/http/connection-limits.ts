import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { wholeNumberSetting } from '../settings';

/*
 * What one client may hold of the server: a request must arrive whole (headers, then body)
 * within its time-outs, or Node answers 408 and closes the socket, so a slow sender cannot keep
 * a connection forever; and past the connection cap new sockets are dropped at accept.
 */
export interface ConnectionLimits {
  /** The whole request, headers and body, must have arrived within this (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** The request line and headers must have arrived within this (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** Open sockets at once (MAX_CONNECTIONS); beyond it a new connection is closed at once. */
  maxConnections: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, maxConnections: 1000 };

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  return wholeNumberSetting(name, env[name], fallback, 1);
}

export function connectionLimitsFromEnv(env: NodeJS.ProcessEnv): ConnectionLimits {
  const d = DEFAULT_CONNECTION_LIMITS;
  return {
    requestTimeoutMs: positiveInteger(env, 'REQUEST_TIMEOUT_MS', d.requestTimeoutMs),
    headersTimeoutMs: positiveInteger(env, 'HEADERS_TIMEOUT_MS', d.headersTimeoutMs),
    maxConnections: positiveInteger(env, 'MAX_CONNECTIONS', d.maxConnections),
  };
}

/**
 * The Fastify options that carry the limits. Node checks pending requests against the time-outs
 * every `connectionsCheckingInterval` (30 s by default, far coarser than a short time-out), so
 * the interval follows the shorter time-out.
 */
export function connectionServerOptions(limits: ConnectionLimits): Pick<FastifyServerOptions, 'requestTimeout'> & { http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number } } {
  // Node refuses a header time-out longer than the request time-out.
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  const connectionsCheckingInterval = Math.max(25, Math.min(1_000, Math.floor(headersTimeout / 4)));
  return {
    requestTimeout: limits.requestTimeoutMs,
    http: { headersTimeout, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval },
  };
}

export function applyConnectionCap(app: FastifyInstance, limits: ConnectionLimits): void {
  app.server.maxConnections = limits.maxConnections;
}

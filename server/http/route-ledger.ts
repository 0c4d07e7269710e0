import type { FastifyInstance } from 'fastify';

/** The route config key defineRoute sets: its value is the route's name. */
export const DEFINED_ROUTE = 'definedRoute';

declare module 'fastify' {
  interface FastifyContextConfig {
    definedRoute?: string;
  }
}

export interface LedgerEntry {
  method: string;
  url: string;
  /** The defineRoute name, or null for a route registered some other way. */
  definedAs: string | null;
}

const ledgers = new WeakMap<FastifyInstance, LedgerEntry[]>();

/**
 * Notes every route the app (and any plugin registered after this) adds, so a test can prove each
 * one went through defineRoute. Installed first thing in buildApp; child scopes inherit the hook.
 */
export function installRouteLedger(app: FastifyInstance): void {
  const entries: LedgerEntry[] = [];
  ledgers.set(app, entries);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as Record<string, unknown>;
    const name = config[DEFINED_ROUTE];
    for (const method of [route.method].flat()) {
      entries.push({ method, url: route.url ?? route.path, definedAs: typeof name === 'string' ? name : null });
    }
  });
}

export function routeLedger(app: FastifyInstance): readonly LedgerEntry[] {
  return ledgers.get(app) ?? [];
}

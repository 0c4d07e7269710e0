import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * A CSP that fits the Vite build: only same-origin scripts (the build emits no inline script),
 * inline styles allowed because Mantine writes CSS variables into style tags at runtime, the
 * service worker and the comlink worker from self or blob:. No upgrade-insecure-requests: the
 * server is also reached over plain http://localhost.
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: true,
  directives: {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': null,
  },
};

/**
 * Helmet's headers with our CSP and without HSTS (added per request below). They are the same for
 * every answer, so they are worked out once here: Helmet's Fastify plugin rebuilt the middleware,
 * CSP parsing included, on every request.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet({ contentSecurityPolicy: CONTENT_SECURITY_POLICY, strictTransportSecurity: false })(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    () => undefined,
  );
  return headers;
}

/** Two years, subdomains too: what browsers' preload lists ask for. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * Helmet's fixed headers on every answer. HSTS only on answers that came over https (a browser ignores it over http, and sending it on
 * plain http://localhost would be a false promise); behind a proxy `request.protocol` follows
 * X-Forwarded-Proto only when TRUST_PROXY trusts that proxy.
 * Every API answer (everything under /api/, login included) and any answer to a request carrying
 * credentials is `no-store`: personal data must not stay in browser or proxy caches. A route that
 * already said no-store keeps its value; one that allowed private caching is overridden. Static
 * assets keep their own caching (http/static.ts), and so does the public catalogue below when asked
 * without credentials.
 */
/** The same for everyone, no personal data, and cacheable by design: hotel photos (docs/features/hotels.md "Photos"). */
const isPublicCatalogue = (url: string) => url.startsWith('/api/hotel-photos/');

export function registerSecurityHeaders(app: FastifyInstance): void {
  const fixedHeaders = helmetHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers(fixedHeaders);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS_VALUE);
    const sensitive =
      (request.url.startsWith('/api/') && !isPublicCatalogue(request.url)) || request.headers.authorization !== undefined;
    if (sensitive && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) {
      void reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
}

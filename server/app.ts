import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { registerAuthRoutes } from './auth/routes';
import { DEFAULT_SESSION_CONFIG, type SessionConfig } from './auth/session-config';
import { SessionStore } from './auth/sessions';
import { DEFAULT_THROTTLE_CONFIG, LoginThrottle, type ThrottleConfig } from './auth/throttle';
import { OperationRegistry } from './dispatch/registry';
import { registerServiceRoute } from './dispatch/route';
import type { OperationHandler } from './dispatch/types';
import { registerAirportsRoute } from './http/airports-route';
import { registerFlightRecommendationsRoute } from './http/flight-recommendations-route';
import { installErrorHandler } from './http/error-handler';
import { registerJsonParser } from './http/json-parser';
import { CONTENT_SECURITY_POLICY } from './http/security';
import { registerStaticSite } from './http/static';
import { registerUploadRoutes } from './http/upload-route';
import { allHandlers } from './ops';
import { registerGatewayRoutes } from './payments/gateway-routes';
import { registerRegistrationRoutes } from './ops/registration-routes';
import { registerApprovalActionRoute } from './push/approval-action-route';
import { registerCheckinPage } from './suppliers/airline/checkin-page';
import type { Store } from './store/db';
import { startMaintenance } from './store/maintenance-timer';

export interface BuildAppOptions {
  store: Store;
  /** The built PWA (vite build output); without it only the API is served. */
  distDir?: string;
  /** Fastify/pino logger options; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** The clock; tests pass a movable one to expire sessions and throttles. */
  now?: () => Date;
  session?: Partial<SessionConfig>;
  throttle?: Partial<ThrottleConfig>;
  /** Largest accepted request body in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Honour X-Forwarded-For when the server sits behind a proxy (the throttle keys on the address). */
  trustProxy?: boolean;
  /** The operations served; every one of the product by default (tests add their own). */
  handlers?: readonly OperationHandler[];
}

/** Builds the whole server without listening; the caller may add routes before ready()/listen(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? 1024 * 1024;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    trustProxy: options.trustProxy ?? false,
    genReqId: () => randomUUID(),
  });
  const now = options.now ?? (() => new Date());
  const db = options.store.db;
  const ctx: AppContext = {
    store: options.store,
    sessions: new SessionStore(db, { ...DEFAULT_SESSION_CONFIG, ...options.session }),
    throttle: new LoginThrottle(db, { ...DEFAULT_THROTTLE_CONFIG, ...options.throttle }),
    registry: new OperationRegistry(options.handlers ?? allHandlers),
    now,
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(app, bodyLimit);
  registerJsonParser(app);
  await app.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  await app.register(compress);
  await app.register(formbody);

  registerAuthRoutes(app, ctx);
  registerServiceRoute(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerApprovalActionRoute(app, ctx);
  registerGatewayRoutes(app, ctx);
  registerCheckinPage(app);
  registerAirportsRoute(app, ctx);
  registerFlightRecommendationsRoute(app, ctx);
  await registerUploadRoutes(app, ctx);
  await registerStaticSite(app, options.distDir);
  startMaintenance(app, ctx);
  return app;
}

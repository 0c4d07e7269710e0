import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { type Keyring, installKeyring } from './crypto/keyring';
import { registerAuthRoutes } from './auth/routes';
import { DEFAULT_SESSION_CONFIG, type SessionConfig } from './auth/session-config';
import { SessionStore } from './auth/sessions';
import { DEFAULT_THROTTLE_CONFIG, LoginThrottle, type ThrottleConfig } from './auth/throttle';
import { type HashLimitConfig, defaultHashLimitConfig, hashLimiter } from './auth/hash-limiter';
import { type TrustProxy, fastifyTrustProxy } from './auth/trust-proxy';
import { OperationRegistry } from './dispatch/registry';
import { registerServiceRoute } from './dispatch/route';
import { ExpensiveCallLimiter } from './dispatch/rate-limit';
import type { OperationHandler } from './dispatch/types';
import { airportsRoute } from './http/airports-route';
import { ocrAssetsRoute } from './http/ocr-assets-route';
import { hotelPhotosRoute } from './features/hotels/photos-route';
import { type RouteDefinition, mountRoutes } from './http/define-route';
import { installRouteLedger } from './http/route-ledger';
import { registerFlightRecommendationsRoute } from './features/flights/recommendations-route';
import { installErrorHandler } from './http/error-handler';
import { registerJsonParser } from './http/json-parser';
import { registerInputGuard } from './http/input-guard';
import { INPUT_LIMITS } from './http/input-limits';
import { registerSecurityHeaders } from './http/security';
import {
  type ConnectionLimits,
  DEFAULT_CONNECTION_LIMITS,
  applyConnectionCap,
  connectionServerOptions,
} from './http/connection-limits';
import { setPushAllowedHosts } from './push/endpoint-guard';
import { registerStaticSite } from './http/static';
import { registerUploadRoutes } from './http/upload-route';
import { registerResumableUploadRoutes } from './http/resumable-upload-route';
import { allHandlers } from './features/index';
import { registerDocketLinkRoute } from './features/trips/docket-route';
import { registerSurrenderLinkRoute } from './features/expenses/surrender-pdf';
import { registerInvoiceRoute } from './booking/invoice-route';
import { mayDownloadFile } from './features/trips/documents-access';
import { mayReadVisaScan } from './features/visas/scan-access';
import { allProducts } from './features/products';
import { type Suppliers, installSuppliers } from './features/suppliers';
import { capturesOf } from './booking/capture';
import type { BookingProduct } from './booking/product';
import type { CaptureHandlers } from './payments/card-gateway';
import { registerGatewayRoutes } from './payments/gateway-routes';
import { registerRegistrationRoutes } from './features/registration/routes';
import { registerPeopleRoutes } from './features/people/routes';
import { registerBulkImportRoutes } from './features/bulk-import/routes';
import { registerApprovalActionRoute } from './features/approvals/action-route';
import { registerExpenseActionRoute } from './features/expenses/action-route';
import { mayReadExpenseReceipt } from './features/expenses/receipt-readers';
import { registerCheckinPage } from './suppliers/airline/checkin-page';
import type { Store } from './store/db';
import { startMaintenance } from './store/maintenance-timer';
import type { MaintenanceTask } from './store/maintenance';
import { startBookingExpiry } from './booking/expiry-timer';
import { settleDueCancellations } from './features/flights/cancel-processing';
import { issueDueTickets } from './features/flights/ticketing';
import { mailMonthlySummaries } from './features/dashboards/monthly-summary';
import { backfillBookingFacts } from './booking/facts-backfill';
import { flightFactBackfill } from './features/flights/booking-facts';
import { insuranceFactBackfill } from './features/insurance/booking-facts';

/** Records the facts of paid bookings made before booking_facts existed, a batch per product each run. */
export const backfillFacts = backfillBookingFacts([flightFactBackfill, insuranceFactBackfill]);

/**
 * The products' shares of the hourly maintenance (server/store/maintenance.ts), run in this order:
 * the backfill before the monthly summary, so the month's mail counts the bookings it caught up.
 */
const maintenanceTasks: readonly MaintenanceTask[] = [
  issueDueTickets,
  settleDueCancellations,
  backfillFacts,
  mailMonthlySummaries,
];

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
  /**
   * Honour X-Forwarded-For from N proxy hops or from listed proxy addresses/CIDRs (the throttle keys
   * on the address, the rightmost untrusted entry); never `true`, which would take the client's word.
   */
  trustProxy?: TrustProxy;
  /** Concurrent password hashes and their queue (per process; the last app built sets them). */
  hashLimit?: Partial<HashLimitConfig>;
  /** The operations served; every one of the product by default (tests add their own). */
  handlers?: readonly OperationHandler[];
  /** Plain routes beyond the product's own (tests probe the route pipeline with theirs). */
  routes?: readonly RouteDefinition[];
  /** What can be booked; every product by default. */
  products?: readonly BookingProduct[];
  /** Card captures by payment purpose; by default the products' own (tests stand in their own). */
  captures?: CaptureHandlers;
  /** Who each product books with; the sandbox airline and insurer by default (process-wide: the last app built decides). */
  suppliers?: Partial<Suppliers>;
  /** The keys sealing data at rest (server/crypto); startServer loads them from DATA_KEY or the key file. */
  dataKeys?: Keyring;
  /** Request/header time-outs and the connection cap (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, MAX_CONNECTIONS). */
  connections?: Partial<ConnectionLimits>;
  /** Searches and PDFs per session per minute (EXPENSIVE_OPS_PER_MINUTE). */
  expensiveOpsPerMinute?: number;
  /** Push hosts exempt from the public-address rule (PUSH_ALLOWED_HOSTS; process-wide, set when given). */
  pushAllowedHosts?: readonly string[];
}

/** Builds the whole server without listening; the caller may add routes before ready()/listen(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? INPUT_LIMITS.bodyBytes;
  const connections = { ...DEFAULT_CONNECTION_LIMITS, ...options.connections };
  const app = Fastify({
    ...connectionServerOptions(connections),
    logger: options.logger ?? false,
    bodyLimit,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    genReqId: () => randomUUID(),
  });
  const now = options.now ?? (() => new Date());
  if (options.dataKeys) installKeyring(options.dataKeys);
  applyConnectionCap(app, connections);
  if (options.pushAllowedHosts) setPushAllowedHosts(options.pushAllowedHosts);
  hashLimiter.configure({ ...defaultHashLimitConfig(), ...options.hashLimit });
  const db = options.store.db;
  const products = options.products ?? allProducts;
  installSuppliers(options.suppliers);
  const ctx: AppContext = {
    store: options.store,
    sessions: new SessionStore(db, { ...DEFAULT_SESSION_CONFIG, ...options.session }),
    throttle: new LoginThrottle(db, { ...DEFAULT_THROTTLE_CONFIG, ...options.throttle }),
    registry: new OperationRegistry(options.handlers ?? allHandlers),
    expensiveCalls: new ExpensiveCallLimiter(options.expensiveOpsPerMinute),
    now,
    captures: options.captures ?? capturesOf(products),
  };

  // First, so every route added below (plugins' too) is on record for the route registry test.
  installRouteLedger(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerSecurityHeaders(app);
  installErrorHandler(app, bodyLimit);
  registerJsonParser(app);
  registerInputGuard(app);
  await app.register(compress);
  await app.register(formbody);

  registerAuthRoutes(app, ctx);
  registerServiceRoute(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerPeopleRoutes(app, ctx);
  registerApprovalActionRoute(app, ctx);
  registerExpenseActionRoute(app, ctx);
  registerGatewayRoutes(app, ctx);
  registerCheckinPage(app, ctx);
  mountRoutes(app, ctx, [airportsRoute, ocrAssetsRoute, hotelPhotosRoute, ...(options.routes ?? [])]);
  registerFlightRecommendationsRoute(app, ctx);
  await registerUploadRoutes(app, ctx, [mayDownloadFile, mayReadVisaScan, mayReadExpenseReceipt]);
  await registerResumableUploadRoutes(app, ctx);
  await registerBulkImportRoutes(app, ctx);
  registerDocketLinkRoute(app, ctx, products);
  registerSurrenderLinkRoute(app, ctx);
  registerInvoiceRoute(app, ctx, products);
  await registerStaticSite(app, options.distDir);
  startMaintenance(app, ctx, maintenanceTasks);
  startBookingExpiry(app, ctx, products);
  return app;
}

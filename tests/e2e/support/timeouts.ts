/*
 * The e2e waits that are real and long, each named with the reason for its length. Everything else
 * waits on Playwright's auto-waiting assertions with the config's default (expect.timeout).
 */

/**
 * A spec's own server starts: tsx compiles the server, PGlite opens a fresh directory, migrates and
 * seeds the demo data. Seconds on an idle machine; much longer on a busy 2-core one.
 */
export const SERVER_START_TIMEOUT_MS = 90_000;
/** The worker-scoped `server` fixtures: the start above, and the stop at the end. */
export const SERVER_FIXTURE_TIMEOUT_MS = SERVER_START_TIMEOUT_MS + 30_000;

/** The delay the flight specs give the sandbox airline before it tickets (server FLIGHT_TICKETING_DELAY_MS). */
export const TICKETING_DELAY_MS = 4_000;
/** The e-ticket page's ticket polling interval in the flight specs (localStorage 'voyage.ticketPollMs'). */
export const TICKET_POLL_MS = 1_000;
/**
 * Payment to "ticketed" on the e-ticket page: the airline's delay, then the page's next poll, with a
 * wide margin for a loaded 2-core machine (the server and Chromium share it with the test runner).
 */
export const TICKETED_TIMEOUT_MS = TICKETING_DELAY_MS + TICKET_POLL_MS + 25_000;
/** Payment submitted to the e-ticket page: the booking and the wallet debit run on the server first. */
export const PAYMENT_TIMEOUT_MS = 20_000;
/** A fresh service worker installs (precaching the whole build) and activates, or takes control after a reload. */
export const SERVICE_WORKER_TIMEOUT_MS = 30_000;
/** A push handed to the service worker becomes a shown notification (one delivery attempt). */
export const PUSH_SHOWN_TIMEOUT_MS = 3_000;
/** Delivering again until the worker takes pushes: DevTools may report the registration before it does. */
export const PUSH_DELIVERY_TIMEOUT_MS = 20_000;
/**
 * A booking left unpaid expires: the booking-expiry spec's server holds it 1 minute
 * (UNPAID_BOOKING_HOLD_MINUTES=1) and its expiry pass runs every quarter of the hold, so up to 75 s, plus a margin.
 */
export const UNPAID_EXPIRY_TIMEOUT_MS = 120_000;
/**
 * A login: the server's argon2 check (memory-hard by design, seconds on a busy 2-core machine), then
 * the signed-in layout's chunks and the landing page's data.
 */
export const LOGIN_TIMEOUT_MS = 30_000;

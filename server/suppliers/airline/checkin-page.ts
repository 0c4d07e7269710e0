import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { queryText } from '../../../src/contract/query';
import type { AppContext } from '../../app-context';
import { defineRoute, mountRoutes } from '../../http/define-route';
import { carrierByCode } from './carriers';

/*
 * The sandbox airline's web check-in page (docs/product.md#screens-and-routes: web check-in opens an external page in a
 * new tab with the transaction id, carrier, flight number, date, traveller name, title, PNR, route
 * and email). A real airline's page would check the traveller in; the sandbox shows what it was
 * handed, so a tester sees the e-ticket passed the right booking. No login (an airline's page has
 * none of ours), no script and no outside resource: inline style only, which the server's CSP
 * allows. The parameter names are the e-ticket's (src/ui/flights/ticket/web-checkin.ts); the
 * service worker leaves this path to the network (src/sw/navigation.ts).
 */
export const CHECKIN_PATH = '/sandbox-airline/checkin';

const FIELDS = [
  ['txid', 'Transaction No'],
  ['carrier', 'Airline'],
  ['flightno', 'Flight number'],
  ['date', 'Date'],
  ['title', 'Title'],
  ['name', 'Traveller'],
  ['pnr', 'PNR'],
  ['route', 'Route'],
  ['email', 'Email'],
] as const;
type Field = (typeof FIELDS)[number][0];

/** Longest value shown: a page fed a huge query string stays small. */
const MAX_VALUE = 120;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A query value as text: the first of a repeated parameter, trimmed, cut to MAX_VALUE. */
function valueOf(query: Record<string, unknown>, key: Field): string {
  const raw = query[key];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return typeof first === 'string' ? first.trim().slice(0, MAX_VALUE) : '';
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef1f6;margin:0;color:#1b2a4a}
main{max-width:480px;margin:48px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 8px #0002}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#5a6780}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 16px}dt{color:#5a6780}dd{margin:0;font-weight:600}
.note{font-size:12px}`;

/** The page for one query: every parameter shown (escaped), '—' for the ones missing. */
export function checkinPage(query: Record<string, unknown>): string {
  const code = valueOf(query, 'carrier').toUpperCase();
  const airline = carrierByCode(code)?.name;
  const rows = FIELDS.map(([key, label]) => {
    let value = valueOf(query, key);
    if (key === 'carrier' && value) value = airline ? `${airline} (${code})` : code;
    return `<dt>${label}</dt><dd data-field="${key}">${value ? escapeHtml(value) : '—'}</dd>`;
  }).join('');
  const heading = airline ? `${airline} web check-in` : 'Web check-in';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(heading)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(heading)}</h1>
<p>Sandbox airline: check the booking below. No real check-in is made.</p><dl>${rows}</dl>
<p class="note">Check-in counters close 45 minutes before departure. Carry a valid photo ID.</p></main></body></html>`;
}

/** Every parameter is optional text: a real airline's page shows what it was handed. */
const CheckinQuerySchema = v.object(Object.fromEntries(FIELDS.map(([key]) => [key, queryText])) as Record<Field, typeof queryText>);

/** GET /sandbox-airline/checkin?txid=…&carrier=…&flightno=…&date=…&name=…&title=…&pnr=…&route=…&email=… */
const checkinRoute = defineRoute({
  method: 'GET',
  path: CHECKIN_PATH,
  auth: 'public',
  name: 'SANDBOX_CHECKIN',
  query: CheckinQuerySchema,
  handler: async ({ reply, query }) =>
    reply
      .code(200)
      // Names, PNR and email: never kept by a shared cache or the browser's.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(checkinPage(query)),
});

export function registerCheckinPage(app: FastifyInstance, ctx: AppContext): void {
  mountRoutes(app, ctx, [checkinRoute]);
}

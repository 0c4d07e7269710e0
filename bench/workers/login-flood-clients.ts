/**
 * The login bench's flood (login-flood.bench.ts), in its own process: `clients` clients, each on
 * its own keep-alive connection, send wrong-password logins from one of `addresses`
 * X-Forwarded-For addresses, half to accounts that exist and half to ones that do not. Each client
 * sends its next login `pauseMs` after its last one was answered (0: at once). Paced clients start
 * spread over one pause, so a paced flood is a steady stream rather than waves of `clients`. Stops
 * when the parent sends any message or `maxRequests` were sent; then sends back how many were sent
 * and the answers by status.
 */
import { Agent, request } from 'node:http';

interface FloodSettings {
  url: string;
  clients: number;
  addresses: number;
  maxRequests: number;
  userids: string[];
  pauseMs: number;
}

const { url, clients, addresses, maxRequests, userids, pauseMs } = JSON.parse(process.env.BENCH_WORKER_DATA!) as FloodSettings;
const agent = new Agent({ keepAlive: true, maxSockets: clients });
const statuses: Record<string, number> = {};
let sent = 0;
let stop = false;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function login(n: number): Promise<string> {
  const userid = n % 2 ? userids[n % userids.length]! : `nobody${n}@acme.test`;
  const body = new URLSearchParams({ jsondata: JSON.stringify({ userid, password: `Wrong@${n}` }), pushtoken: '' }).toString();
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': Buffer.byteLength(body),
    'x-forwarded-for': `198.18.0.${1 + (n % addresses)}`,
  };
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers, agent }, (response) => {
      response.resume().once('end', () => resolve(String(response.statusCode)));
    });
    req.once('error', () => resolve('error'));
    req.end(body);
  });
}

async function client(c: number): Promise<void> {
  if (pauseMs > 0) await sleep((c * pauseMs) / clients);
  for (let n = c; !stop && sent < maxRequests; n += clients) {
    sent += 1;
    const status = await login(n);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (pauseMs > 0 && !stop) await sleep(pauseMs);
  }
}

process.once('message', () => (stop = true));
process.send!('started');
void Promise.all(Array.from({ length: clients }, (_, c) => client(c))).then(() => {
  agent.destroy();
  process.send!({ sent, statuses });
});

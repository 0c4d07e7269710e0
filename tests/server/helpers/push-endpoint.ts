import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A local HTTPS "push service" for tests: it records what web-push POSTs and answers each path
 * with a chosen status (201 by default; 410 to act out an expired subscription). Its certificate
 * is self-signed for 127.0.0.1 and localhost, made at test time with the openssl command line (node:crypto
 * cannot write X.509 certificates; the `selfsigned` package is not installed). The server under
 * test trusts it through configurePushTransport({ ca }): nothing global changes. Its origin must
 * also be listed in the app's pushAllowedHosts, as it is a loopback address.
 */

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestPushEndpoint {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** This endpoint's certificate (PEM), to trust through configurePushTransport({ ca }). */
  ca: string;
  received: ReceivedPush[];
  /** The status later requests to `path` get. */
  answer(path: string, status: number): void;
  /** Waits until `count` requests have arrived in all (fails after `timeoutMs`, PUSH_DELIVERY_TIMEOUT_MS by default). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'push-cert-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
        '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * How long a push may take from the after-commit queue to this endpoint: web-push encrypts, opens a
 * TLS connection to a fresh self-signed server and POSTs. Well under a second on an idle machine;
 * the margin is for a loaded 2-core CI box.
 */
export const PUSH_DELIVERY_TIMEOUT_MS = 10_000;

export async function startTestPushEndpoint(): Promise<TestPushEndpoint> {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  /** Called after each request is recorded: the waiters check their count. */
  const arrivals = new Set<() => void>();
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
      for (const arrived of arrivals) arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ca: cert,
    received,
    answer: (path, status) => void statuses.set(path, status),
    waitFor(count, timeoutMs = PUSH_DELIVERY_TIMEOUT_MS) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const arrived = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          arrivals.delete(arrived);
          resolve(received);
        };
        const timer = setTimeout(() => {
          arrivals.delete(arrived);
          reject(new Error(`expected ${count} pushes within ${timeoutMs} ms, got ${received.length}`));
        }, timeoutMs);
        arrivals.add(arrived);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

import { wrap, type Remote } from 'comlink';
import type { CryptoWorkerApi } from './crypto.worker';
import { decryptPayload } from './decrypt';

let worker: Remote<CryptoWorkerApi> | undefined;

// Made on first use: sessions without encryption never start the worker.
function cryptoWorker(): Remote<CryptoWorkerApi> {
  worker ??= wrap<CryptoWorkerApi>(new Worker(new URL('./crypto.worker.ts', import.meta.url), { type: 'module' }));
  return worker;
}

/**
 * Decrypts an `{ rk, encres }` response off the main thread; rejects when the data was tampered with
 * or the key is wrong. Where there is no Worker (jsdom, vitest) it decrypts in place.
 */
export function decryptResponse(sessionKeyB64: string, rk: string, encres: string, zip?: 'gzip'): Promise<unknown> {
  if (typeof Worker === 'undefined') return decryptPayload(sessionKeyB64, rk, encres, zip);
  return cryptoWorker().decrypt(sessionKeyB64, rk, encres, zip);
}

import { expose } from 'comlink';
import { decryptPayload } from './decrypt';

/** What the page may call in the crypto worker; `client.ts` wraps it. */
export const cryptoWorkerApi = { decrypt: decryptPayload };
export type CryptoWorkerApi = typeof cryptoWorkerApi;

expose(cryptoWorkerApi);

import { isIP } from 'node:net';
import { SettingError } from '../settings';

/**
 * Which peers may tell us the client's address in X-Forwarded-For: none, the nearest N hops, or
 * the listed proxy addresses/CIDRs. Either way the client address is the rightmost entry not added
 * by a trusted proxy. `true` (trust every hop, so the leftmost entry, which any client can write)
 * is deliberately not expressible: the login throttle keys on this address.
 */
export type TrustProxy = false | number | string[];

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset, '' or '0' = off; a number N = N hops; else a comma-separated list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === '0') return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  const entries = setting.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new SettingError(
      `TRUST_PROXY=${setting}: expected 0, a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses/CIDRs${bad !== undefined ? `; "${bad}" is neither` : ''}`,
    );
  }
  return entries;
}

/**
 * The setting in Fastify's terms. Fastify treats a bare hop count as "trust nothing" (it cannot
 * check the peer), so N hops is passed as a function trusting the N nearest hops: the operator who
 * sets it vouches that exactly N proxies stand in front of the server.
 */
export function fastifyTrustProxy(setting: TrustProxy | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting > 0 ? (_address, hop) => hop < setting : false;
  return setting ?? false;
}

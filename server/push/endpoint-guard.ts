import { type LookupAddress, lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

/*
 * Where pushes may go. A subscription's endpoint is a URL the browser hands us, so it is
 * checked twice: when it is stored (a clear 400) and at every connection, through the https
 * agent's `lookup` (DNS may answer differently later: the check and the connection use the same
 * answer, so a rebinding name cannot slip a private address in between). Hosts listed in
 * PUSH_ALLOWED_HOSTS skip the address check (the local push stand-in of development and tests).
 */

let allowedHosts = new Set<string>();

/** `host`, `host:port` or an origin; comma-separated in PUSH_ALLOWED_HOSTS. */
export function parseAllowedHosts(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => (entry.includes('://') ? new URL(entry).host : entry.toLowerCase()));
}

/** Process-wide: every app in a process pushes through the same network. */
export function setPushAllowedHosts(hosts: readonly string[]): void {
  allowedHosts = new Set(parseAllowedHosts(hosts.join(',')));
}

/** An entry with a port allows that host:port only; a bare host allows any port on it. */
export function isAllowedHost(url: URL): boolean {
  return allowedHosts.has(url.host) || allowedHosts.has(url.hostname);
}

const RESOLVE_TIMEOUT_MS = 5_000;

export class NonPublicAddressError extends Error {
  readonly code = 'EPUSHNOTPUBLIC';
  constructor(hostname: string) {
    super(`push endpoint host ${hostname} resolves to a non-public address`);
  }
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${hostname} did not resolve within ${RESOLVE_TIMEOUT_MS} ms`)), RESOLVE_TIMEOUT_MS);
    lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

/** Why `endpoint` may not receive pushes (a message naming `field`), or null when it may. */
export async function endpointProblem(endpoint: string, field: string): Promise<string | null> {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url || url.protocol !== 'https:') return `${field} must be an https URL`;
  if (isAllowedHost(url)) return null;
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(hostname);
  } catch {
    return `${field}: the host ${url.hostname} does not resolve`;
  }
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
    return `${field} must be a public push service (its host resolves to a private or local address)`;
  }
  return null;
}

/**
 * dns.lookup for the push agent: resolves every address, refuses the connection if any is not
 * public, and hands the socket exactly the addresses it checked.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) return callback(new NonPublicAddressError(hostname), []);
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../server/auth/trust-proxy';
import { createTestApp } from './helpers/test-app';
import { eventsOf, loginAs, wrong } from './login-fixtures';

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it('reads off, a hop count, or a list of proxy addresses and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
  });

  it('refuses `true` (it would trust the client-written leftmost address) and anything else unclear', () => {
    for (const value of ['true', 'yes', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.local', ',']) expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('the address the throttle keys on behind a proxy', () => {
  it.each([
    ['one trusted hop', 1],
    ['a trusted proxy list', ['127.0.0.0/8']],
  ] as const)('with %s it is the rightmost untrusted entry, never the client-chosen leftmost one', async (_, trustProxy) => {
    const t = await createTestApp({ trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy], throttle: { maxPerAddress: 3 } });
    try {
      const userid = `spoofer-${typeof trustProxy}@acme.test`;
      for (let i = 0; i < 3; i += 1) {
        const spoofed = `192.0.2.${i}, 198.51.100.44`;
        expect((await loginAs(t.app, userid, { password: wrong(i), address: '127.0.0.1', headers: { 'x-forwarded-for': spoofed } })).statusCode).toBe(401);
      }
      const next = await loginAs(t.app, 'owner@sme.test', { address: '127.0.0.1', headers: { 'x-forwarded-for': '192.0.2.99, 198.51.100.44' } });
      expect(next.statusCode).toBe(429);
      expect((await eventsOf(t.store.db, userid)).map((e) => e.address)).toEqual(Array(3).fill('198.51.100.44'));
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const t = await createTestApp();
    try {
      await loginAs(t.app, 'solo@biz.test', { address: '198.51.100.50', headers: { 'x-forwarded-for': '192.0.2.1' } });
      expect((await eventsOf(t.store.db, 'solo@biz.test')).map((e) => e.address)).toEqual(['198.51.100.50']);
    } finally {
      await t.close();
    }
  });
});

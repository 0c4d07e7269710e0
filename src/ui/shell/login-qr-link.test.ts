import { describe, expect, it } from 'vitest';
import { qrLoginLink } from './login-qr-link';

describe('qrLoginLink', () => {
  it('points /qr-login at the one-time key, with profileid and authtoken query values', () => {
    const url = new URL(qrLoginLink('https://voyage.example', '20001', 'k.e/y+1'));
    expect(url.origin + url.pathname).toBe('https://voyage.example/qr-login');
    expect(url.searchParams.get('q')).toBe('k.e/y+1');
    expect(url.searchParams.get('profileid')).toBe('20001');
    expect(url.searchParams.get('authtoken')).toBe('k.e/y+1');
  });
});

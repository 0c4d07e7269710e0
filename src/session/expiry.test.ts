import { describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_ALERT, createSessionExpiryHandler, type ExpiryEffects } from './expiry';

function recordingEffects() {
  const calls: string[] = [];
  const effects: ExpiryEffects = {
    alert: vi.fn((message: string) => void calls.push(`alert:${message}`)),
    forgetSession: vi.fn(async () => void calls.push('forget')),
    clearStorage: vi.fn(() => void calls.push('clear')),
    goToLogin: vi.fn(() => void calls.push('login')),
  };
  return { calls, effects };
}

describe('session expiry (status 900)', () => {
  it('alerts with the spec text, forgets the vault before wiping storage, then goes to /', async () => {
    const { calls, effects } = recordingEffects();
    await createSessionExpiryHandler(effects)();
    expect(calls).toEqual([`alert:${SESSION_EXPIRED_ALERT}`, 'forget', 'clear', 'login']);
    expect(SESSION_EXPIRED_ALERT).toBe('Your session has expired! You will be redirected to the Login page.');
  });

  it('runs once when several calls answer 900 together', async () => {
    const { effects } = recordingEffects();
    const expire = createSessionExpiryHandler(effects);
    await Promise.all([expire(), expire(), expire()]);
    expect(effects.alert).toHaveBeenCalledOnce();
    expect(effects.goToLogin).toHaveBeenCalledOnce();
  });

  it('still clears storage and redirects when forgetting the vault fails', async () => {
    const { effects } = recordingEffects();
    effects.forgetSession = vi.fn(async () => Promise.reject(new Error('IndexedDB blocked')));
    await createSessionExpiryHandler(effects)();
    expect(effects.clearStorage).toHaveBeenCalledOnce();
    expect(effects.goToLogin).toHaveBeenCalledOnce();
  });
});

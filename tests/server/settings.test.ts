import { describe, expect, it } from 'vitest';
import { expensiveOpsPerMinuteFromEnv } from '../../server/dispatch/rate-limit';
import { DEFAULT_CONNECTION_LIMITS, connectionLimitsFromEnv } from '../../server/http/connection-limits';
import { SettingError, wholeNumberSetting } from '../../server/settings';

describe('whole-number settings', () => {
  it('keep the default when unset or empty, and read a whole number in range', () => {
    expect(wholeNumberSetting('X', undefined, 7, 1)).toBe(7);
    expect(wholeNumberSetting('X', '  ', 7, 1)).toBe(7);
    expect(wholeNumberSetting('X', ' 12 ', 7, 1, 64)).toBe(12);
  });

  it.each(['0', '65', '-1', '1.5', '1e3', 'four', '0x10'])('refuse %j, naming the setting and the range', (text) => {
    const read = () => wholeNumberSetting('WORKERS', text, 1, 1, 64);
    expect(read).toThrow(SettingError);
    expect(read).toThrow(`WORKERS must be a whole number from 1 to 64 (got "${text}")`);
  });
});

describe('connection and rate settings from the environment', () => {
  it('default when unset, and read what is set', () => {
    expect(connectionLimitsFromEnv({})).toEqual(DEFAULT_CONNECTION_LIMITS);
    expect(connectionLimitsFromEnv({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '2000', MAX_CONNECTIONS: '50' })).toEqual({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 2000,
      maxConnections: 50,
    });
    expect(expensiveOpsPerMinuteFromEnv({ EXPENSIVE_OPS_PER_MINUTE: '0' })).toBe(0);
    expect(expensiveOpsPerMinuteFromEnv({ EXPENSIVE_OPS_PER_MINUTE: '120' })).toBe(120);
  });

  it('refuse a value that is not a whole number, naming the setting', () => {
    expect(() => connectionLimitsFromEnv({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS must be a whole number at least 1/);
    expect(() => connectionLimitsFromEnv({ REQUEST_TIMEOUT_MS: '30s' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => expensiveOpsPerMinuteFromEnv({ EXPENSIVE_OPS_PER_MINUTE: '-5' })).toThrow(/EXPENSIVE_OPS_PER_MINUTE/);
  });
});

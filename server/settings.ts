/**
 * Reading the server's settings (environment variables). A setting the operator got wrong is a
 * SettingError: main.ts prints its message alone, without a stack trace, and stops.
 */
export class SettingError extends Error {}

/**
 * A whole-number setting from `min` to `max`, or `fallback` when unset or empty. The message names
 * the setting and what it holds, so the operator knows what to fix.
 */
export function wholeNumberSetting(name: string, text: string | undefined, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = text?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max)) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
    throw new SettingError(`${name} must be a whole number ${range} (got "${raw}")`);
  }
  return value;
}

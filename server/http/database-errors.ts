/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a value the column type cannot hold, such as an
 * out-of-range number, a date that does not exist, a NUL byte in text). Only client input reaches
 * the database unchecked this way, so they are the client's fault: a 400, never a 500. The body
 * walk and the contract schemas refuse these earlier with the field named; this is the safety net
 * for a field they miss. Drizzle wraps the driver's error, so the cause chain is searched.
 */
export function dataExceptionCode(error: unknown): string | null {
  for (let e = error, hops = 0; e && typeof e === 'object' && hops < 5; e = (e as { cause?: unknown }).cause, hops += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
  }
  return null;
}

const DESCRIPTIONS: Record<string, string> = {
  '22001': 'a value is too long',
  '22003': 'a number is out of range',
  '22007': 'a date or time is not valid',
  '22008': 'a date or time is out of range',
  '22021': 'a text value has a character that cannot be stored',
  '22P02': 'a value has the wrong form for its type',
  '22P05': 'a text value has a character that cannot be stored',
};

export function describeDataException(code: string): string {
  return `body: ${DESCRIPTIONS[code] ?? 'a value cannot be stored'} (SQLSTATE ${code})`;
}

import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helpers/test-app';

/* Calls of the bulk import and export routes (docs/features/bulk-import.md) for the tests and the benchmark. */

const BOUNDARY = '----voyage-bulk-import-test';

/** A multipart/form-data body holding one file field. */
export function csvForm(text: string, fileName = 'import.csv'): { payload: string; headers: Record<string, string> } {
  const payload = [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
    'Content-Type: text/csv',
    '',
    text,
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

export function importCsv(t: TestApp, token: string | null, entity: string, mode: string, text: string, fileName?: string): Promise<LightMyRequestResponse> {
  const form = csvForm(text, fileName);
  return t.app.inject({
    method: 'POST',
    url: `/api/bulk-import/${entity}?mode=${mode}`,
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: form.payload,
  });
}

export function exportCsv(t: TestApp, token: string, entity: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/api/bulk-export/${entity}`, headers: { authorization: `Bearer ${token}` } });
}

export const PEOPLE_HEADER = 'email,salutation,firstname,lastname,mobile,mobilecountrycode,gender,birthdate,role,manageremail,departmentcode,costcentercode';

/** `n` clean people rows of the Sales department, each reporting to the manager of the demo company. */
export function peopleRows(n: number, prefix = 'bulk'): string[] {
  return Array.from({ length: n }, (_, i) => `${prefix}${i}@acme.test,Ms,Asha,Rao,98${String(i).padStart(8, '0')},91,Female,1990-01-01,employee,manager@acme.test,SALES,SAL`);
}

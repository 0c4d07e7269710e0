import { expect } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { expense, messageOf } from './trips-fixtures';

/* Calls and checks the organisation-master test files share (docs/features/masters.md "Organisation masters"). */

export const department = (fields: Record<string, unknown>) => ({
  jsondata: { CorporateDepartment: { departmentname: 'Finance', departmentcode: 'FIN', ...fields } },
});
export const costCentre = (fields: Record<string, unknown>) => ({
  jsondata: { CostCenter: { costcentername: 'Inside sales', costcentercode: 'ISALES', departmentid: 'DP1001S', ...fields } },
});
export const project = (fields: Record<string, unknown>) => ({
  jsondata: { Projects: { projectname: 'Dealer meet', projectcode: 'ACM-DLR', costcenterid: 'CC1001S', ...fields } },
});
export const budget = (fields: Record<string, unknown>) => ({
  jsondata: { CorporateBudget: { departmentid: 'DP1001S', financialyear: '2027-28', amount: '1500000.50', ...fields } },
});

/** A call that must answer 200: its body. */
export async function okCall(t: TestApp, token: string, action: string, extra: object = {}): Promise<Record<string, unknown>> {
  const response = await expense(t, token, action, extra);
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
  return response.json() as Record<string, unknown>;
}

/** A call that must be refused: [status, message]. */
export async function refusal(t: TestApp, token: string, action: string, extra: object = {}): Promise<[number, string]> {
  const response = await expense(t, token, action, extra);
  return [response.statusCode, messageOf(response)];
}

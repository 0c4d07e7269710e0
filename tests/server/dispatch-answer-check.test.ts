import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineHandler } from '../../server/dispatch/types';
import { allHandlers } from '../../server/features/index';
import { ResponseStatusSchema } from '../../src/contract/envelope';
import { defineOperation } from '../../src/contract/operation';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * The dispatcher's check of answers against their contract (docs/architecture.md, step 5). An
 * operation may skip it outside tests (`checkAnswerInTestsOnly`, the hotel search's megabytes):
 * while tests run it is checked all the same, so a contract break still fails them.
 */

const answerOf = (checkAnswerInTestsOnly: boolean) =>
  defineOperation({
    opid: 'TG-TESTANSWER',
    actionKey: 'action',
    action: checkAnswerInTestsOnly ? 'intestsonly' : 'always',
    request: v.object({ broken: v.boolean() }),
    response: v.object({ ResponseStatus: ResponseStatusSchema, count: v.number() }),
    roles: 'any',
    mutates: false,
    checkAnswerInTestsOnly,
  });

const handlers = [false, true].map((inTestsOnly) =>
  defineHandler(answerOf(inTestsOnly))(async (_ctx, { broken }) => ({
    ResponseStatus: { status: 'OK' as const },
    // A handler bug the type system cannot see (an answer read from elsewhere): a string for a number.
    count: (broken ? 'three' : 3) as number,
  })),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ handlers: [...allHandlers, ...handlers] });
});
afterAll(() => t.close());

describe('answer contract check', () => {
  for (const action of ['always', 'intestsonly']) {
    it(`answers a contract break with 500 while tests run (${action})`, async () => {
      const response = await t.service(await t.token('traveller@acme.test'), { opid: 'TG-TESTANSWER', action, broken: true });
      expect(response.statusCode).toBe(500);
      expect(JSON.stringify(response.json())).not.toContain('three');
    });

    it(`passes an answer that keeps its contract (${action})`, async () => {
      const response = await t.service(await t.token('traveller@acme.test'), { opid: 'TG-TESTANSWER', action, broken: false });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ResponseStatus: { status: 'OK' }, count: 3 });
    });
  }
});

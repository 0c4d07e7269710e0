import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal, saveLine, saveLineRaw } from './expenses-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { expense } from './trips-fixtures';

/* A company's own fields on expense lines (docs/features/expenses.md "Lines"): 'expense' for spends and per diem, 'mileageexpense' for drives. */

let t: TestApp;
let rahul: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.token('traveladmin@acme.test');
  rahul = await t.token('traveller@acme.test');
  for (const [channel, label] of [
    ['expense', 'Cost code'],
    ['mileageexpense', 'Odometer start'],
  ] as const) {
    const added = await expense(t, admin, 'addcustomfield', { jsondata: { GenericCustomField: { channel, label, fieldtype: 'text', required: true } } });
    expect(added.statusCode, added.body).toBe(200);
  }
});
afterAll(() => t.close());

const fieldId = async (channel: string) => {
  const answer = await expense(t, rahul, 'getcustomfieldsforchannel', { channel });
  return (answer.json().GenericCustomField as { fieldid: string }[])[0]!.fieldid;
};

describe('custom fields on lines', () => {
  it('refuses a spend without the required expense field, naming it, and keeps the answer once given', async () => {
    const [status, message] = refusal(await saveLineRaw(t, rahul, { lineid: randomUUID() }));
    expect(status).toBe(400);
    expect(message).toMatch(/^customfields: .*Cost code/);
    const cost = await fieldId('expense');
    const line = await saveLine(t, rahul, { lineid: randomUUID(), customfields: { [cost]: 'CC-42' } });
    expect(line.customfields).toEqual({ [cost]: 'CC-42' });
  });

  it('asks a drive for the mileage channel’s fields instead', async () => {
    const drive = { lineid: randomUUID(), linetype: 'mileage', categoryid: 'CT1001MILEAGE', distance: '12', vehicleid: 'VH1001CAR' };
    const [status, message] = refusal(await saveLineRaw(t, rahul, { ...drive, customfields: { [await fieldId('expense')]: 'CC-42' } }));
    expect(status).toBe(400);
    expect(message).toMatch(/Odometer start/);
    const line = await saveLine(t, rahul, { ...drive, customfields: { [await fieldId('mileageexpense')]: '40210' } });
    expect(line.mileage?.vehiclename).toBe('Car');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, customFieldAnswers } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { oneway } from './flights-fixtures';
import { answerOf, book, bookingRequest, reprice, searchAndPick } from './flights-booking-fixtures';
import { expense, messageOf, validTrip } from './trips-fixtures';

/* Custom fields (docs/features/custom-fields.md): definitions, company scope, required answers, kept answers. */

let t: TestApp;
let admin: string;
let traveller: string;
let globexAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('traveladmin@acme.test');
  traveller = await t.token('traveller@acme.test');
  globexAdmin = await t.token('traveladmin@globex.test');
});
afterAll(() => t.close());

const field = (fields: Record<string, unknown>) => ({
  jsondata: { GenericCustomField: { channel: 'createtrip', label: 'Cost code', fieldtype: 'text', ...fields } },
});
async function add(fields: Record<string, unknown>, token = admin): Promise<string> {
  const response = await expense(t, token, 'addcustomfield', field(fields));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().fieldid as string;
}
const forChannel = async (token: string, channel: string, extra: object = {}) => {
  const response = await expense(t, token, 'getcustomfieldsforchannel', { channel, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().GenericCustomField as { fieldid: string; label: string; sortorder: number }[];
};

describe('definitions', () => {
  it('adds, lists in order, updates, reorders and deletes, each change audited', async () => {
    const a = await add({ channel: 'project', label: 'Region', fieldtype: 'list', options: ['North', 'South'] });
    const b = await add({ channel: 'project', label: 'PO number', fieldtype: 'number', required: true, helptext: 'From the PO' });
    expect((await forChannel(traveller, 'project')).map((f) => f.label)).toEqual(['Region', 'PO number']);

    const updated = await expense(t, admin, 'updatecustomfield', field({ fieldid: b, channel: 'project', label: 'PO no.', fieldtype: 'number' }));
    expect(updated.statusCode, updated.body).toBe(200);
    const reordered = await expense(t, admin, 'reordercustomfields', { channel: 'project', fieldids: [b, a] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await forChannel(traveller, 'project')).map((f) => f.label)).toEqual(['PO no.', 'Region']);

    const partial = await expense(t, admin, 'reordercustomfields', { channel: 'project', fieldids: [b] });
    expect([partial.statusCode, messageOf(partial)]).toEqual([400, 'fieldids: must list every field of the channel once']);

    expect((await expense(t, admin, 'deletecustomfield', { fieldid: a })).statusCode).toBe(200);
    const all = (await expense(t, admin, 'getallcustomfields')).json().GenericCustomField as { fieldid: string }[];
    expect(all.map((f) => f.fieldid)).toContain(b);
    expect(all.map((f) => f.fieldid)).not.toContain(a);
    const audited = await t.store.db.select().from(adminAudit).where(eq(adminAudit.entity, 'GenericCustomField'));
    expect(audited.map((r) => r.action).sort()).toEqual(['create', 'create', 'delete', 'update', 'update']);
  });

  it('refuses bad input naming the field, and a channel outside the list', async () => {
    const noOptions = await expense(t, admin, 'addcustomfield', field({ fieldtype: 'list' }));
    expect([noOptions.statusCode, messageOf(noOptions)]).toEqual([400, 'jsondata.GenericCustomField.options: a list field needs at least one choice']);
    const noLabel = await expense(t, admin, 'addcustomfield', field({ label: ' ' }));
    expect([noLabel.statusCode, messageOf(noLabel)]).toEqual([400, 'jsondata.GenericCustomField.label: label is required']);
    const channel = await expense(t, admin, 'addcustomfield', field({ channel: 'nowhere' }));
    expect([channel.statusCode, messageOf(channel)]).toEqual([400, 'jsondata.GenericCustomField.channel: channel must be one of the custom-field channels']);
  });

  it('keeps companies apart and leaves administration to travel admins', async () => {
    const mine = await add({ channel: 'department', label: 'Site' });
    expect(await forChannel(await t.token('traveller@globex.test'), 'department')).toEqual([]);
    const theirs = await expense(t, globexAdmin, 'deletecustomfield', { fieldid: mine });
    expect([theirs.statusCode, messageOf(theirs)]).toEqual([403, 'fieldid: custom field not found']);
    const update = await expense(t, globexAdmin, 'updatecustomfield', field({ fieldid: mine }));
    expect(update.statusCode).toBe(403);
    expect((await expense(t, traveller, 'addcustomfield', field({}))).statusCode).toBe(403);
    expect((await expense(t, traveller, 'getallcustomfields')).statusCode).toBe(403);
  });

  it('scopes a field to a trip type', async () => {
    await add({ channel: 'travel', label: 'Visa ref', triptypeid: 'TT-X' });
    expect(await forChannel(traveller, 'travel')).toEqual([]);
    expect((await forChannel(traveller, 'travel', { triptypeid: 'TT-X' })).map((f) => f.label)).toEqual(['Visa ref']);
  });
});

describe('answers', () => {
  it('blocks a trip create without a required answer, and keeps the answers of one that has them', async () => {
    const code = await add({ label: 'Cost code', required: true });
    const missing = await expense(t, traveller, 'createtrip', { jsondata: validTrip(t) });
    expect([missing.statusCode, messageOf(missing)]).toEqual([400, 'customfields: Cost code is required']);

    const created = await expense(t, traveller, 'createtrip', { jsondata: validTrip(t, { customfields: { [code]: ' CC-42 ' } }) });
    expect(created.statusCode, created.body).toBe(200);
    const tripid = created.json().tripid as string;
    const answers = await expense(t, admin, 'getcustomfieldanswers', { channel: 'createtrip', recordid: tripid });
    expect(answers.json().CustomFieldAnswer).toEqual([{ fieldid: code, label: 'Cost code', value: 'CC-42' }]);
    const elsewhere = await expense(t, globexAdmin, 'getcustomfieldanswers', { channel: 'createtrip', recordid: tripid });
    expect(elsewhere.json().CustomFieldAnswer).toEqual([]);
    expect((await expense(t, globexAdmin, 'getcustomfieldsforchannel', { channel: 'createtrip', tripid })).statusCode).toBe(403);
    await expense(t, admin, 'deletecustomfield', { fieldid: code });
  });

  it('blocks a flight booking without a required answer, and keeps the answer with the booking', async () => {
    const purpose = await add({ channel: 'flightbooking', label: 'Billing code', fieldtype: 'yesno', required: true });
    const picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
    const { totalfare } = await reprice(t, traveller, picked);
    const missing = await book(t, traveller, bookingRequest(picked, totalfare));
    expect([missing.statusCode, messageOf(missing)]).toEqual([400, 'customfields: Billing code is required']);
    const wrong = await book(t, traveller, bookingRequest(picked, totalfare, { customfields: { [purpose]: 'maybe' } }));
    expect(messageOf(wrong)).toBe('customfields: Billing code must be yes or no');

    const booked = await book(t, traveller, bookingRequest(picked, totalfare, { customfields: { [purpose]: 'yes' } }));
    expect(booked.statusCode, booked.body).toBe(200);
    const { txid } = answerOf(booked);
    const rows = await t.store.db.select().from(customFieldAnswers).where(eq(customFieldAnswers.recordId, txid!));
    expect(rows.map((r) => [r.channel, r.value])).toEqual([['flightbooking', 'yes']]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { expense, messageOf } from './trips-fixtures';

/* The profile channel's custom fields on the profile update and read (docs/features/custom-fields.md). */

let t: TestApp;
let traveller: string;
let required: string;
let meal: string;
let tripField: string;
let globexField: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  const admin = await t.token('traveladmin@acme.test');
  const add = async (token: string, fields: object) => {
    const response = await expense(t, token, 'addcustomfield', { jsondata: { GenericCustomField: { fieldtype: 'text', ...fields } } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().fieldid as string;
  };
  required = await add(admin, { channel: 'profile', label: 'Employee code', required: true });
  meal = await add(admin, { channel: 'profile', label: 'Meal plan', fieldtype: 'list', options: ['Veg', 'Non-veg'] });
  tripField = await add(admin, { channel: 'createtrip', label: 'Cost code' });
  globexField = await add(await t.token('traveladmin@globex.test'), { channel: 'profile', label: 'Badge' });
});
afterAll(() => t.close());

const details = { title: 'Mr', firstname: 'Rahul', lastname: 'Verma', mobile_countrycode: '+91', mobile: '9876543210', gender: 'Male', birthdate: '1990-04-12' };
const update = (extra: object) => t.service(traveller, { opid: 'TG-PROFILE', action: 'confirmbasicprofile', ...details, ...extra });
const saved = async () => {
  const response = await t.service(traveller, { opid: 'TG-PROFILE', action: 'getprofilemaster' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { customfields: Record<string, string>; profilemaster: { passport_first_name: string } };
};

describe('profile custom fields', () => {
  it('refuses a required field left empty, naming it, and keeps nothing of that update', async () => {
    const refused = await update({ firstname: 'Rahulx', customfields: { [required]: ' ', [meal]: 'Veg' } });
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, 'customfields: Employee code is required']);
    const after = await saved();
    expect(after.customfields).toEqual({});
    expect(after.profilemaster.passport_first_name).toBe('Rahul');
  });

  it('keeps the answers with the update and reads them back; an update without answers leaves them', async () => {
    const ok = await update({ customfields: { [required]: 'E-42', [meal]: 'Veg' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await saved()).customfields).toEqual({ [required]: 'E-42', [meal]: 'Veg' });
    expect((await update({})).statusCode).toBe(200);
    const contact = await t.service(traveller, { opid: 'TG-PROFILE', action: 'updatecontactinfo', mobilenumber: '919876543210', contactemail: 'traveller@acme.test' });
    expect(contact.statusCode, contact.body).toBe(200);
    expect((await saved()).customfields).toEqual({ [required]: 'E-42', [meal]: 'Veg' });
  });

  it("refuses another company's field id and another form's, on both profile updates", async () => {
    for (const stranger of [globexField, tripField]) {
      const refused = await update({ customfields: { [required]: 'E-43', [stranger]: 'x' } });
      expect([refused.statusCode, messageOf(refused)]).toEqual([400, `customfields: ${stranger} is not a profile field of your company`]);
    }
    const contact = await t.service(traveller, {
      opid: 'TG-PROFILE',
      action: 'updatecontactinfo',
      mobilenumber: '919876543210',
      contactemail: 'traveller@acme.test',
      customfields: { [required]: 'E-44', [globexField]: 'x' },
    });
    expect(contact.statusCode).toBe(400);
    expect((await saved()).customfields).toEqual({ [required]: 'E-42', [meal]: 'Veg' });
  });
});

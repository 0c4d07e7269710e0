import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../src/domain/profile-confirmation';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let traveller: string;
let globex: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  globex = await t.token('traveller@globex.test');
});
afterAll(() => t.close());

const fetchMaster = (token: string, extra: object = {}) => t.service(token, { opid: 'TG-PROFILE', action: 'getprofilemaster', ...extra });
const details = {
  title: 'Mr',
  firstname: 'Rahul',
  lastname: 'Verma',
  mobile_countrycode: '+44',
  mobile: '7700900123',
  gender: 'Male',
  birthdate: '1990-04-12',
};
const confirm = (token: string, extra: object = {}) => t.service(token, { opid: 'TG-PROFILE', action: 'confirmbasicprofile', ...details, ...extra });

describe('TG-PROFILE getprofilemaster', () => {
  it('answers the caller’s profilemaster and company rules', async () => {
    const response = await fetchMaster(traveller, { profileid: '20001' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.profilemaster).toMatchObject({ profileid: '20001', corporateid: '1001', passport_last_name: 'Verma' });
    expect(body.profilerules).toEqual({ idproofnames: false, allowskipverification: true });
    expect((await fetchMaster(globex)).json().profilerules).toEqual({ idproofnames: true, allowskipverification: false });
  });

  it.each([
    ['another company’s profileid', { profileid: '30001' }],
    ['a colleague’s profileid', { profileid: '20002' }],
    ['another company’s corporateid', { corporateid: '1002' }],
  ])('refuses %s', async (_name, extra) => {
    expect((await fetchMaster(traveller, extra)).statusCode).toBe(403);
  });
});

describe('TG-PROFILE confirmbasicprofile', () => {
  it('updates the details, drops the dial plus, derives the age, keeps the verified flag', async () => {
    const token = await t.token('unverified@acme.test');
    const response = await confirm(token, { firstname: 'Sneha', lastname: 'Kulkarni', gender: 'Female', birthdate: '1994-12-01' });
    expect(response.json()).toEqual({ ApiStatus: { Status: 'OK', Message: 'Your profile details are updated' } });
    const { profilemaster } = (await fetchMaster(token)).json();
    expect(profilemaster).toMatchObject({ mobile_countrycode: '44', mobile: '7700900123', userverified: false });
    expect(profilemaster.age).toBeGreaterThanOrEqual(30);
  });

  it('Confirm And Continue marks the profile verified', async () => {
    const token = await t.token('unverified@acme.test');
    const response = await confirm(token, { firstname: 'Sneha', lastname: 'Kulkarni', gender: 'Female', confirm: true });
    expect(response.json().ApiStatus).toEqual({ Status: 'OK', Message: 'Your profile details are confirmed' });
    expect((await fetchMaster(token)).json().profilemaster.userverified).toBe(true);
    expect((await t.login('unverified@acme.test')).json().profilemaster.userverified).toBe(true);
  });

  it.each([
    [{ title: 'Dr' }, PROFILE_MESSAGES.title],
    [{ firstname: '  ' }, PROFILE_MESSAGES.firstName],
    [{ lastname: '' }, PROFILE_MESSAGES.lastName],
    [{ mobile_countrycode: '+' }, PROFILE_MESSAGES.countryCode],
    [{ mobile: '' }, PROFILE_MESSAGES.mobile],
    [{ mobile: '98765' }, PROFILE_MESSAGES.mobileInvalid],
    [{ gender: 'Other' }, PROFILE_MESSAGES.gender],
    [{ birthdate: '' }, PROFILE_MESSAGES.birthDate],
    [{ birthdate: '2999-01-01' }, PROFILE_MESSAGES.birthDateFuture],
    [{ birthdate: '1800-01-01' }, PROFILE_MESSAGES.birthDateTooOld],
  ])('refuses %o with the spec’s message and changes nothing', async (broken, message) => {
    const response = await confirm(traveller, { ...broken, confirm: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().ApiStatus).toEqual({ Status: 'NOK', Message: message });
  });

  it('refuses a birth date less than a year ago: age would be zero', async () => {
    const today = t.clock.now();
    const recent = new Date(today.getFullYear(), today.getMonth() - 3, 1).toISOString().slice(0, 10);
    expect((await confirm(traveller, { birthdate: recent })).json().ApiStatus.Message).toBe(PROFILE_MESSAGES.age);
  });

  it('applies the last-name rule only to the company group (Globex)', async () => {
    expect((await confirm(globex, { lastname: 'V' })).json().ApiStatus).toEqual({ Status: 'NOK', Message: PROFILE_MESSAGES.lastNameTooShort });
    expect((await confirm(traveller, { lastname: 'V' })).json().ApiStatus.Status).toBe('OK');
  });

  it.each([
    ['another company’s profileid', { profileid: '30001' }],
    ['a colleague’s profileid', { profileid: '20008' }],
    ['another company’s corporateid', { corporateid: '1002' }],
  ])('refuses %s and leaves that profile alone', async (_name, extra) => {
    expect((await confirm(traveller, { ...extra, confirm: true })).statusCode).toBe(403);
    expect((await t.login('traveller@globex.test')).json().profilemaster.passport_last_name).toBe('Malhotra');
  });

  it('is refused while a password change is pending', async () => {
    const newhire = await t.token('newhire@acme.test');
    expect((await confirm(newhire)).statusCode).toBe(403);
  });
});

describe('TG-PROFILE listcolleagues', () => {
  it('lists the caller’s company only, without the caller', async () => {
    const { list } = (await t.service(traveller, { opid: 'TG-PROFILE', action: 'listcolleagues' })).json();
    const ids = list.map((c: { profileid: string }) => c.profileid);
    expect(ids).toContain('20002');
    expect(ids).not.toContain('20001');
    expect(ids).not.toContain('30001');
  });

  it('refuses another company’s corporateid', async () => {
    expect((await t.service(traveller, { opid: 'TG-PROFILE', action: 'listcolleagues', corporateid: '1002' })).statusCode).toBe(403);
  });
});

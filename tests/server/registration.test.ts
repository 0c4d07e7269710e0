import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LoginOkSchema } from '../../src/contract/login';
import { REGISTER_PATH, RegisterResponseSchema } from '../../src/contract/registration/operations';
import { landingPath } from '../../src/domain/landing';
import { corporates, profiles, registrations } from '../../server/store/schema';
import { EMAIL_TAKEN_MESSAGE } from '../../server/features/registration/account';
import { REGISTER_LIMIT, TOO_MANY_CALLS_MESSAGE } from '../../server/features/registration/throttle';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (fields: Record<string, unknown>, { ip = `10.9.0.${++address}`, key }: { ip?: string; key?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: REGISTER_PATH,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    payload: JSON.stringify(fields),
  });

const valid = (email: string, extra: Record<string, unknown> = {}) => ({
  salutation: 'Ms',
  first_name: 'Asha',
  last_name: 'Rao',
  company: 'Rao Consulting',
  contact_email: email,
  mobile_number: '9876543210',
  password: 'secret1',
  user_category: 'businesstraveller',
  ...extra,
});

describe('POST /api/dispatcher/register', () => {
  it('creates a company and an employee that can log in at once', async () => {
    const response = await signUp(valid(' Asha@Rao.test '));
    expect(response.statusCode).toBe(200);
    const body = v.parse(RegisterResponseSchema, response.json());

    const [profile] = await t.store.db.select().from(profiles).where(eq(profiles.id, body.profileid));
    expect(profile).toMatchObject({ userId: 'asha@rao.test', role: 'employee', userCategory: 'businesstraveller', gender: 'Male', passportTitle: 'Ms' });
    expect(profile!.passwordHash).toMatch(/^\$argon2id\$/);
    const [company] = await t.store.db.select().from(corporates).where(eq(corporates.id, profile!.corporateId));
    expect(company).toMatchObject({ name: 'Rao Consulting', baseCurrency: 'INR', userCategory: 'businesstraveller' });

    const login = await t.login('asha@rao.test', { password: 'secret1', address: '10.9.9.1' });
    expect(login.statusCode).toBe(200);
    const ok = v.parse(LoginOkSchema, login.json());
    expect(landingPath(ok)).toBe('/flights');
    expect(ok.profilemaster).toMatchObject({ corporate_name: 'Rao Consulting', age: 0, user_category: 'businesstraveller' });
  });

  it('makes whoever registers a corporate its superadmin, with trip types and purposes to start from', async () => {
    const response = await signUp(valid('founder@newco.test', { user_category: 'corporate', company: 'NewCo' }));
    expect(response.statusCode).toBe(200);
    const { profileid } = v.parse(RegisterResponseSchema, response.json());
    const [profile] = await t.store.db.select().from(profiles).where(eq(profiles.id, profileid));
    expect(profile).toMatchObject({ role: 'superadmin', userCategory: 'corporate' });
    expect(profile!.serviceConfig.showfinanceadmin).toBe(true);

    const login = await t.login('founder@newco.test', { password: 'secret1', address: '10.9.9.2' });
    const { userauth, profilemaster } = v.parse(LoginOkSchema, login.json());
    const ids = { profileid: profilemaster.profileid, corporateid: profilemaster.corporateid };
    const ask = async (body: Record<string, unknown>) => {
      const answer = await t.service(userauth.authtoken, { ...ids, ...body });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as Record<string, unknown>;
    };
    const types = (await ask({ opid: 'TG-EXPENSE', action: 'gettriptypeforcorporate' })).list as { triptypename: string; domint: string }[];
    expect(types.map((type) => [type.triptypename, type.domint])).toEqual([['Domestic', 'domestic'], ['International', 'international']]);
    const purposes = (await ask({ opid: 'TG-GETPURPOSES' })).list as { name: string }[];
    expect(purposes.map((purpose) => purpose.name)).toContain('Official');
    // An admin list of the new company: empty, never another company's.
    expect((await ask({ opid: 'TG-EXPENSE', action: 'viewdepartmentwithcorporateid' })).CorporateDepartment).toEqual([]);
  });

  it('records the spec payload with its defaults, userid copied from the email, never the password', async () => {
    const response = await signUp(valid('payload@rao.test', { user_category: 'sme' }));
    const { profileid } = v.parse(RegisterResponseSchema, response.json());
    const [row] = await t.store.db.select().from(registrations).where(eq(registrations.profileId, profileid));
    expect(row!.payload).toMatchObject({
      userid: 'payload@rao.test', contact_email: 'payload@rao.test', user_category: 'sme', reportstoid: 'TG1', age: '0',
      address1: 'NA', country: 'india', pincode: '0', system_roleid: '3', user_roleid: '1000', status: 'active',
      addedby: 'SELF', user_type: 'b2e', gender: 'Male', totalrewards: 0,
    });
    expect(JSON.stringify(row!.payload)).not.toContain('secret1');
  });

  it('refuses a taken email (any case) with a clear message', async () => {
    await signUp(valid('taken@rao.test'));
    const again = await signUp(valid('TAKEN@rao.test'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ ResponseStatus: { status: 'NOK', message: EMAIL_TAKEN_MESSAGE } });
    expect((await signUp(valid('traveller@acme.test'))).statusCode).toBe(409);
  });

  it('answers a retried sign-up with the same Idempotency-Key as the first time, another body with 422', async () => {
    const first = await signUp(valid('retry@rao.test'), { key: 'signup-1' });
    const retry = await signUp(valid('retry@rao.test'), { key: 'signup-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const changed = await signUp(valid('retry@rao.test', { first_name: 'Other' }), { key: 'signup-1' });
    expect(changed.statusCode).toBe(422);
    expect((await signUp(valid('retry@rao.test'), { key: 'signup-2' })).statusCode).toBe(409);
  });

  it.each([
    [{ first_name: '' }, 'first_name: Please enter First Name'],
    [{ last_name: ' ' }, 'last_name: Please enter Last Name'],
    [{ company: '' }, 'company: Please enter Company Name'],
    [{ contact_email: '' }, 'contact_email: Please enter Work Email'],
    [{ mobile_number: '' }, 'mobile_number: Please enter Mobile number'],
    [{ password: '' }, 'password: Please enter Password'],
    [{ password: '12345' }, 'password: Password should have minimum 6 characters.'],
    [{ first_name: '', password: '' }, 'first_name: Please enter First Name'],
    [{ contact_email: 'not an email' }, 'contact_email must be an email address'],
    [{ mobile_number: '98765x3210' }, 'mobile_number must be 7 to 15 digits'],
    [{ salutation: 'Dr' }, 'salutation must be Mr, Mrs or Ms'],
    [{ user_category: 'superadmin' }, 'user_category must be businesstraveller, corporate or sme'],
    [{ first_name: undefined }, 'first_name is required'],
    [{ first_name: 'x'.repeat(101) }, 'first_name is too long'],
  ])('%j → 400 %s', async (change, message) => {
    const response = await signUp(valid('bad@rao.test', change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ResponseStatus: { status: 'NOK', message } });
  });

  it('refuses a body that is not an object', async () => {
    const response = await t.app.inject({ method: 'POST', url: REGISTER_PATH, remoteAddress: '10.9.1.1', headers: { 'content-type': 'application/json' }, payload: '[1]' });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toBe('body must be a JSON object');
  });

  it('throttles sign-ups per address, not for everyone', async () => {
    const ip = '10.9.2.1';
    for (let i = 0; i < REGISTER_LIMIT.max; i++) await signUp(valid(`flood${i}@rao.test`, { company: '' }), { ip });
    const refused = await signUp(valid('flood-last@rao.test'), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().ResponseStatus.message).toBe(TOO_MANY_CALLS_MESSAGE);
    expect((await signUp(valid('elsewhere@rao.test'), { ip: '10.9.2.2' })).statusCode).toBe(200);
    t.clock.advance(REGISTER_LIMIT.windowMs + 1);
    expect((await signUp(valid('flood-later@rao.test'), { ip })).statusCode).toBe(200);
  });
});

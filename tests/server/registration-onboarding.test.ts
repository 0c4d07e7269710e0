import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MAILBOX_PATH, ONBOARDING_PATHS } from '../../src/contract/registration/operations';
import { readOutbox } from '../../server/mail/outbox';
import { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS, OTP_MESSAGES, OTP_RESEND_GAP_MS, OTP_TTL_MS } from '../../server/features/registration/otp';
import { TOKEN_INVALID_MESSAGE, TOKEN_TTL_MS } from '../../server/features/registration/token';
import { domainTakenMessage } from '../../server/features/registration/onboarding';
import { EMAIL_TAKEN_MESSAGE } from '../../server/features/registration/account';
import { companyDomains, companyGst, corporates, mailOutbox } from '../../server/store/schema';
import { MINUTE } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let mailboxApp: TestApp;
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
  process.env.DEMO_MAILBOX = '1';
  mailboxApp = await createTestApp({}, t.store);
  delete process.env.DEMO_MAILBOX;
});
afterAll(async () => {
  await mailboxApp.close();
  await t.close();
});

const call = (path: string, body: unknown, ip = `10.8.0.${++address % 250}`) =>
  t.app.inject({ method: 'POST', url: path, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

async function latestOtp(email: string): Promise<string> {
  const [mail] = await readOutbox(t.store.db, email, 1);
  const otp = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
  if (!otp) throw new Error(`no OTP mailed to ${email}`);
  return otp;
}

async function start(email: string): Promise<string> {
  const response = await call(ONBOARDING_PATHS.start, { email });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().onboardingid as string;
}

const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

async function verified(email: string): Promise<string> {
  const onboardingid = await start(email);
  const response = await call(ONBOARDING_PATHS.verifyotp, { onboardingid, otp: await latestOtp(email) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

const owner = { salutation: 'Mr', first_name: 'Vikram', last_name: 'Shah', company: 'Shah Exports', mobile_number: '9820012345', password: 'secret1' };

async function confirmed(email: string): Promise<{ token: string; corporateid: string }> {
  const response = await call(ONBOARDING_PATHS.confirm, { token: await verified(email), ...owner });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const nok = (message: string) => ({ ResponseStatus: { status: 'NOK', message } });

describe('SME onboarding: start → verifyotp → confirm → verifygst', () => {
  it('walks the whole flow; the owner logs in; the domain and GSTIN are stored', async () => {
    const onboardingid = await start('vikram@shahexports.test');
    const [mail] = await readOutbox(t.store.db, 'vikram@shahexports.test');
    expect(mail!.subject).toBe('Your Voyage verification code');

    const verify = await call(ONBOARDING_PATHS.verifyotp, { onboardingid, otp: await latestOtp('vikram@shahexports.test') });
    expect(verify.json()).toMatchObject({ ApiStatus: { Status: 'OK' } });
    const confirm = await call(ONBOARDING_PATHS.confirm, { token: verify.json().token, ...owner });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { token, corporateid } = confirm.json();

    const gst = await call(ONBOARDING_PATHS.verifygst, { token, gstin: ' 27aapfu0939f1zv ' });
    expect(gst.json()).toEqual({ ApiStatus: { Status: 'OK', Message: 'GST number verified' } });

    expect(await t.store.db.select().from(companyGst).where(eq(companyGst.corporateId, corporateid))).toMatchObject([{ gstin: '27AAPFU0939F1ZV' }]);
    expect(await t.store.db.select().from(companyDomains).where(eq(companyDomains.corporateId, corporateid))).toMatchObject([{ domain: 'shahexports.test' }]);
    expect(await t.store.db.select().from(corporates).where(eq(corporates.id, corporateid))).toMatchObject([{ name: 'Shah Exports', userCategory: 'sme' }]);
    expect((await t.login('vikram@shahexports.test', { password: 'secret1', address: '10.8.9.1' })).statusCode).toBe(200);
  });

  it('stores the OTP only hashed: the outbox is the one place it is readable', async () => {
    await start('hash@shahexports.test');
    const otp = await latestOtp('hash@shahexports.test');
    const rows = await t.store.db.execute<Record<string, unknown>>(`select * from onboardings where email = 'hash@shahexports.test'`);
    expect(JSON.stringify(rows)).not.toContain(otp);
  });

  it('refuses a wrong OTP, counting down, and locks the OTP after the last attempt', async () => {
    const onboardingid = await start('wrong@otp.test');
    const otp = await latestOtp('wrong@otp.test');
    for (let left = OTP_MAX_ATTEMPTS - 1; left >= 1; left--) {
      const response = await call(ONBOARDING_PATHS.verifyotp, { onboardingid, otp: wrongOtp(otp) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(nok(`otp: ${OTP_MESSAGES.wrong(left)}`));
    }
    expect((await call(ONBOARDING_PATHS.verifyotp, { onboardingid, otp: wrongOtp(otp) })).json()).toEqual(nok(`otp: ${OTP_MESSAGES.tooManyAttempts}`));
    // Even the right OTP is refused now.
    expect((await call(ONBOARDING_PATHS.verifyotp, { onboardingid, otp })).json()).toEqual(nok(`otp: ${OTP_MESSAGES.tooManyAttempts}`));
  });

  it('refuses an expired OTP', async () => {
    const onboardingid = await start('late@otp.test');
    const otp = await latestOtp('late@otp.test');
    t.clock.advance(OTP_TTL_MS + 1);
    expect((await call(ONBOARDING_PATHS.verifyotp, { onboardingid, otp })).json()).toEqual(nok(`otp: ${OTP_MESSAGES.expired}`));
  });

  it('refuses a reused OTP, and an OTP replaced by a resend', async () => {
    const onboardingid = await start('reuse@otp.test');
    const first = await latestOtp('reuse@otp.test');
    t.clock.advance(OTP_RESEND_GAP_MS);
    expect(await start('reuse@otp.test')).toBe(onboardingid);
    const second = await latestOtp('reuse@otp.test');
    if (first !== second) expect((await call(ONBOARDING_PATHS.verifyotp, { onboardingid, otp: first })).statusCode).toBe(400);
    expect((await call(ONBOARDING_PATHS.verifyotp, { onboardingid, otp: second })).statusCode).toBe(200);
    expect((await call(ONBOARDING_PATHS.verifyotp, { onboardingid, otp: second })).json()).toEqual(nok(`otp: ${OTP_MESSAGES.spent}`));
  });

  it('limits resends: a gap between mails and a number per hour', async () => {
    await start('resend@otp.test');
    const tooSoon = await call(ONBOARDING_PATHS.start, { email: 'resend@otp.test' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().ResponseStatus.message).toBe(OTP_MESSAGES.resendTooSoon(OTP_RESEND_GAP_MS / 1000));
    for (let sent = 1; sent < OTP_MAX_SENDS; sent++) {
      t.clock.advance(OTP_RESEND_GAP_MS);
      await start('resend@otp.test');
    }
    t.clock.advance(OTP_RESEND_GAP_MS);
    expect((await call(ONBOARDING_PATHS.start, { email: 'resend@otp.test' })).json()).toEqual(nok(OTP_MESSAGES.tooManySends));
    const mails = await t.store.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'resend@otp.test'));
    expect(mails).toHaveLength(OTP_MAX_SENDS);
    t.clock.advance(60 * MINUTE);
    await start('resend@otp.test');
  });

  it('refuses tampered, expired, wrong-stage and replayed tokens', async () => {
    const token = await verified('token@tamper.test');
    const [id, stage, expiry, mac] = token.split('.');
    const forged = [
      `${id}.${stage}.${Number(expiry) + 60 * MINUTE}.${mac}`, // longer life
      `${id}.confirmed.${expiry}.${mac}`, // skip a step
      `${id}.${stage}.${expiry}.${mac!.slice(0, -2)}AA`, // another signature
      'not-a-token',
      `00000000-0000-0000-0000-000000000000.${stage}.${expiry}.${mac}`,
    ];
    for (const bad of forged) {
      const response = await call(ONBOARDING_PATHS.confirm, { token: bad, ...owner });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual(nok(TOKEN_INVALID_MESSAGE));
    }
    // The verified token cannot stand in for the confirmed one.
    expect((await call(ONBOARDING_PATHS.verifygst, { token, gstin: '27AAPFU0939F1ZV' })).json()).toEqual(nok(TOKEN_INVALID_MESSAGE));

    t.clock.advance(TOKEN_TTL_MS + 1);
    expect((await call(ONBOARDING_PATHS.confirm, { token, ...owner })).json()).toEqual(nok(TOKEN_INVALID_MESSAGE));

    const fresh = await verified('token@replay.test');
    expect((await call(ONBOARDING_PATHS.confirm, { token: fresh, ...owner })).statusCode).toBe(200);
    expect((await call(ONBOARDING_PATHS.confirm, { token: fresh, ...owner })).json()).toEqual(nok(TOKEN_INVALID_MESSAGE));
  });

  it('refuses an email that already has an account, and a domain another company registered', async () => {
    expect((await call(ONBOARDING_PATHS.start, { email: 'traveller@acme.test' })).json()).toEqual(nok(EMAIL_TAKEN_MESSAGE));
    await confirmed('first@samedomain.test');
    const second = await call(ONBOARDING_PATHS.confirm, { token: await verified('second@samedomain.test'), ...owner });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(nok(domainTakenMessage('samedomain.test')));
    // Public mail providers are nobody's company domain.
    await confirmed('one.sme@gmail.com');
    await confirmed('another.sme@gmail.com');
  });

  it.each([
    ['27AAPFU0939F1Z', 'gstin: GST number must have 15 characters'],
    ['27AAPFU0939F0ZV', 'gstin: GST number is not in the GSTIN format'],
    ['38AAPFU0939F1ZV', 'gstin: GST number has an unknown state code (01 to 37)'],
    ['27AAPFU0939F1ZW', 'gstin: GST number check digit does not match'],
  ])('refuses GSTIN %s', async (gstin, message) => {
    const response = await call(ONBOARDING_PATHS.verifygst, { token: 'whatever', gstin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(nok(message));
  });

  it.each([
    [ONBOARDING_PATHS.start, { email: 'not mail' }, 'email must be an email address'],
    [ONBOARDING_PATHS.start, {}, 'email is required'],
    [ONBOARDING_PATHS.verifyotp, { onboardingid: 'x', otp: '12345' }, 'otp must be 6 digits'],
    [ONBOARDING_PATHS.confirm, { token: 't', ...owner, password: '12345' }, 'password: Password should have minimum 6 characters.'],
    [ONBOARDING_PATHS.confirm, { token: 't', ...owner, company: ' ' }, 'company: Please enter Company Name'],
  ])('%s %j → 400 %s', async (path, body, message) => {
    const response = await call(path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(nok(message));
  });

  it('serves the outbox over HTTP only when DEMO_MAILBOX=1', async () => {
    await start('demo@mailbox.test');
    expect((await t.app.inject({ method: 'GET', url: `${DEMO_MAILBOX_PATH}?to=demo@mailbox.test` })).statusCode).toBe(404);
    const response = await mailboxApp.app.inject({ method: 'GET', url: `${DEMO_MAILBOX_PATH}?to=demo@mailbox.test` });
    expect(response.statusCode).toBe(200);
    expect(response.json().mail[0].body).toContain(await latestOtp('demo@mailbox.test'));
  });
});

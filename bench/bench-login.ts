import { DEMO_PASSWORD } from '../server/store/seed-data';
import { LOGIN_PATH } from '../src/contract/envelope';

/** Logs a demo account (the traveller unless told) in on a running bench server: its bearer token and profile id. */
export async function benchLogin(base: string, userid = 'traveller@acme.test'): Promise<{ token: string; profileid: string }> {
  const response = await fetch(`${base}${LOGIN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ jsondata: JSON.stringify({ userid, password: DEMO_PASSWORD }), pushtoken: '' }),
  });
  const body = (await response.json()) as { userauth?: { authtoken: string }; profilemaster?: { profileid: string } };
  if (!body.userauth || !body.profilemaster) throw new Error(`bench login failed: ${JSON.stringify(body)}`);
  return { token: body.userauth.authtoken, profileid: body.profilemaster.profileid };
}

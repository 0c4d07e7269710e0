/**
 * Demo stand-in for an SSO partner: prints a sign-on link for a user.
 *   npx tsx server/auth/mint-sso-key.ts <userid> [client] [--minutes N]
 * client defaults to 'demo' (link /sso-demo/<key>); 'saml' gives /sso-saml/<key>. Uses DATABASE_URL
 * or the PGlite DATA_DIR like the server; PGlite allows one process, so stop the server first there.
 */
import { parseArgs } from 'node:util';
import { openStore } from '../store/open';
import { LOGIN_KEY_TTL_MS, mintLoginKey } from './login-keys';
import { findProfileByUserId } from './login-response';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { minutes: { type: 'string' } } });
  const [userid, client = 'demo'] = positionals;
  if (!userid) throw new Error('usage: tsx server/auth/mint-sso-key.ts <userid> [client] [--minutes N]');
  const ttlMs = values.minutes ? Number(values.minutes) * 60_000 : LOGIN_KEY_TTL_MS;
  const store = await openStore({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });
  try {
    const profile = await findProfileByUserId(store.db, userid.toLowerCase());
    if (!profile) throw new Error(`no user ${userid}`);
    const { key, expiresAt } = await mintLoginKey(store.db, { client, profileid: profile.id, now: new Date(), ttlMs });
    console.log(`/sso-${client}/${key}`);
    console.error(`valid once, until ${expiresAt.toISOString()}`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

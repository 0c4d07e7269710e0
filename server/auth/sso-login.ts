import { eq } from 'drizzle-orm';
import { QR_LOGIN_CLIENT, SSO_LOGIN_PATH, SsoLoginRequestSchema } from '../../src/contract/login';
import { landingPath } from '../../src/domain/landing';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/errors';
import { profiles } from '../store/schema';
import { loginNok } from './login-errors';
import { LoginKeyRefused, redeemLoginKey } from './login-keys';
import { buildLoginOk } from './login-response';
import { auditUserAgent, recordSecurityEvent } from './security-audit';
import { assertAccountActive } from './account-status';

const refused = (message: string) => new HttpError(401, message, loginNok(message));

/**
 * POST /api/dispatcher/sso (JSON): a signed SSO or QR key exchanged for a session. Answers the
 * login response plus `url`, the landing the SSO page goes to (docs/product.md#single-sign-on-and-qr-login).
 */
export const ssoLoginRoute = defineRoute({
  method: 'POST',
  path: SSO_LOGIN_PATH,
  auth: 'public',
  name: 'SSO',
  body: SsoLoginRequestSchema,
  // Only bad input is re-worded here: the key's own refusals already carry loginNok.
  refuse: (error) => {
    if (error.statusCode === 400 && !('wsstatus' in error.body)) throw new HttpError(400, error.message, loginNok(error.message));
    throw error;
  },
  handler: async ({ app: ctx, request, now, body: { client, encryptedvalue, enc } }) => {

    const claims = await redeemLoginKey(ctx.store.db, encryptedvalue, client, now, (hash, at) => ctx.sessions.isLive(hash, at)).catch((error: unknown) => {
      if (error instanceof LoginKeyRefused) throw refused(error.message);
      throw error;
    });
    const [profile] = await ctx.store.db.select().from(profiles).where(eq(profiles.id, claims.profileid));
    if (!profile) throw refused('This sign-in link is not valid.');
    await assertAccountActive(ctx.store.db, profile.id);
    request.log.info({ profileid: profile.id, client }, 'key sign-on');
    await recordSecurityEvent(ctx.store.db, {
      kind: 'login_success',
      at: now,
      userId: profile.userId,
      profileId: profile.id,
      corporateId: profile.corporateId,
      address: request.ip,
      userAgent: auditUserAgent(request.headers['user-agent']),
      detail: { by: 'key', client },
    });

    const { token, encKey } = await ctx.sessions.create({
      profileid: profile.id,
      corporateid: profile.corporateId,
      passwordChange: profile.passwordChange,
      enc: enc === true,
      pushToken: '',
      now,
    });
    const login = await buildLoginOk(ctx.store.db, profile, { token, encKey, now });
    const answer = { ...login, issso: client !== QR_LOGIN_CLIENT };
    return { ...answer, url: landingPath(answer) };
  },
});

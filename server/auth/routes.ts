import type { FastifyInstance } from 'fastify';
import { LOGIN_PATH, LOGOUT_PATH } from '../../src/contract/envelope';
import type { AppContext } from '../app-context';
import { loginFailed, loginThrottled } from './login-errors';
import { parseLoginForm } from './login-input';
import { buildLoginOk, findProfileByUserId } from './login-response';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { registerSsoRoute } from './sso-login';
import { endEmulationOnLogout } from './emulation';
import { savePushTokenAtLogin } from '../push/login-subscription';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(LOGIN_PATH, async (request) => {
    const { request: login, pushToken } = parseLoginForm(request.body);
    const userId = login.userid.toLowerCase();
    const now = ctx.now();
    const retryAfter = await ctx.throttle.retryAfterSeconds(userId, request.ip, now);
    if (retryAfter !== null) throw loginThrottled(retryAfter);

    const profile = await findProfileByUserId(ctx.store.db, userId);
    const ok = profile ? await verifyPassword(profile.passwordHash, login.password) : await verifyAgainstDummy(login.password);
    if (!profile || !ok) {
      await ctx.throttle.recordFailure(userId, request.ip, now);
      request.log.info({ userId }, 'login failed');
      throw loginFailed();
    }
    const { token, encKey } = await ctx.sessions.create({
      profileid: profile.id,
      corporateid: profile.corporateId,
      passwordChange: profile.passwordChange,
      enc: login.enc === true,
      pushToken,
      now,
    });
    await savePushTokenAtLogin(ctx.store.db, { profileId: profile.id, corporateId: profile.corporateId }, pushToken, now, request.log);
    return buildLoginOk(ctx.store.db, profile, { token, encKey, now });
  });

  app.post(LOGOUT_PATH, async (request) => {
    const now = ctx.now();
    const session = await ctx.sessions.authenticate(request.headers.authorization, now);
    if (session.emulatedBy) ctx.sessions.forgetTokenHashes(await endEmulationOnLogout(ctx.store.db, session, now));
    await ctx.sessions.revoke(session, now);
    return { wsstatus: { Status: 'OK', Message: 'Logged out' } };
  });

  registerSsoRoute(app, ctx);
}

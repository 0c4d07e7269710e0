import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PATH, LOGOUT_PATH } from '../../src/contract/envelope';
import type { AppContext } from '../app-context';
import { deviceCookie, issueDeviceToken, presentedDeviceToken } from './device-tokens';
import { checkLogin } from './login-check';
import { parseLoginForm } from './login-input';
import { buildLoginOk } from './login-response';
import { auditUserAgent } from './security-audit';
import { registerSsoRoute } from './sso-login';
import { endEmulationOnLogout } from './emulation';
import { savePushTokenAtLogin } from '../push/login-subscription';
import { pauseRefusedConnection } from './refused-login-pause';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onResponse = async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode === 429) pauseRefusedConnection(request.raw.socket);
  };
  app.post(LOGIN_PATH, { onResponse }, async (request, reply) => {
    const { request: login, pushToken } = parseLoginForm(request.body);
    const now = ctx.now();
    const form = (request.body ?? {}) as Record<string, unknown>;
    const { profile, device } = await checkLogin(ctx, login.userid.toLowerCase(), login.password, {
      address: request.ip,
      userAgent: auditUserAgent(request.headers['user-agent']),
      deviceToken: presentedDeviceToken(form.devicetoken, request.headers.cookie),
    }, now);
    const { token, encKey } = await ctx.sessions.create({
      profileid: profile.id,
      corporateid: profile.corporateId,
      passwordChange: profile.passwordChange,
      enc: login.enc === true,
      pushToken,
      now,
    });
    await savePushTokenAtLogin(ctx.store.db, { profileId: profile.id, corporateId: profile.corporateId }, pushToken, now, request.log);
    const devicetoken = await issueDeviceToken(ctx.store.db, profile, device, now);
    reply.header('set-cookie', deviceCookie(devicetoken, request.protocol === 'https'));
    return { ...(await buildLoginOk(ctx.store.db, profile, { token, encKey, now })), devicetoken };
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

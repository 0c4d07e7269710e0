import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PATH, LOGOUT_PATH } from '../../src/contract/envelope';
import type { AppContext } from '../app-context';
import { defineRoute, mountRoutes } from '../http/define-route';
import { deviceCookie, issueDeviceToken, presentedDeviceToken } from './device-tokens';
import { checkLogin } from './login-check';
import { LoginFormSchema, refuseLogin } from './login-input';
import { buildLoginOk } from './login-response';
import { auditUserAgent } from './security-audit';
import { ssoLoginRoute } from './sso-login';
import { endEmulationOnLogout } from './emulation';
import { savePushTokenAtLogin } from '../push/login-subscription';
import { pauseRefusedConnection } from './refused-login-pause';
import { resetPasswordRoute, resetRequestRoute } from './password-reset-routes';

const onResponse = async (request: FastifyRequest, reply: FastifyReply) => {
  if (reply.statusCode === 429) pauseRefusedConnection(request.raw.socket);
};

/** POST /api/dispatcher/login (form): the password is the proof; sets the device cookie. */
const loginRoute = defineRoute({
  method: 'POST',
  path: LOGIN_PATH,
  auth: 'public',
  name: 'LOGIN',
  body: LoginFormSchema,
  refuse: refuseLogin,
  options: { onResponse },
  handler: async ({ app, request, reply, now, body: { login, pushToken, deviceToken } }) => {
    const { profile, device } = await checkLogin(app, login.userid.toLowerCase(), login.password, {
      address: request.ip,
      userAgent: auditUserAgent(request.headers['user-agent']),
      deviceToken: presentedDeviceToken(deviceToken, request.headers.cookie),
    }, now);
    const { token, encKey } = await app.sessions.create({
      profileid: profile.id,
      corporateid: profile.corporateId,
      passwordChange: profile.passwordChange,
      enc: login.enc === true,
      pushToken,
      now,
    });
    await savePushTokenAtLogin(app.store.db, { profileId: profile.id, corporateId: profile.corporateId }, pushToken, now, request.log);
    const devicetoken = await issueDeviceToken(app.store.db, profile, device, now);
    reply.header('set-cookie', deviceCookie(devicetoken, request.protocol === 'https'));
    return { ...(await buildLoginOk(app.store.db, profile, { token, encKey, now })), devicetoken };
  },
});

/** POST /api/dispatcher/logout: ends the session, and an emulation with it. */
const logoutRoute = defineRoute({
  method: 'POST',
  path: LOGOUT_PATH,
  auth: 'session',
  name: 'LOGOUT',
  allowDuringPasswordChange: true,
  handler: async ({ app, session, now }) => {
    if (session.emulatedBy) app.sessions.forgetTokenHashes(await endEmulationOnLogout(app.store.db, session, now));
    await app.sessions.revoke(session, now);
    return { wsstatus: { Status: 'OK', Message: 'Logged out' } };
  },
});

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  mountRoutes(app, ctx, [loginRoute, logoutRoute, ssoLoginRoute, resetRequestRoute, resetPasswordRoute]);
}

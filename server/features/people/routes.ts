import type { FastifyInstance } from 'fastify';
import { ConfirmRegisterSchema, InvitationRequestSchema, PEOPLE_PATHS } from '../../../src/contract/people/confirm-register';
import type { AppContext } from '../../app-context';
import { defineRoute, mountRoutes, objectBody } from '../../http/define-route';
import { confirmRegister, readInvitation } from './confirm';

/* The invitee's two public calls (no session yet): read the invitation, then confirm it. */

const invitationRoute = defineRoute({
  method: 'POST',
  path: PEOPLE_PATHS.invitation,
  auth: 'public',
  name: 'PEOPLE_INVITATION',
  body: objectBody(InvitationRequestSchema),
  handler: ({ app, now, body }) => readInvitation(app.store.db, body.webtoken, now),
});

const confirmRoute = defineRoute({
  method: 'POST',
  path: PEOPLE_PATHS.confirm,
  auth: 'public',
  name: 'PEOPLE_CONFIRMREGISTER',
  body: objectBody(ConfirmRegisterSchema),
  handler: ({ app, now, body }) => confirmRegister(app.store.db, body, now),
});

export function registerPeopleRoutes(app: FastifyInstance, ctx: AppContext): void {
  mountRoutes(app, ctx, [invitationRoute, confirmRoute]);
}

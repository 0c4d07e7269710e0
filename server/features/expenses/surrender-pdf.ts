import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { getForexSurrenderLetterPdf } from '../../../src/contract/expenses/finance';
import type { AppContext } from '../../app-context';
import { defineHandler } from '../../dispatch/types';
import { defineRoute, mountRoutes } from '../../http/define-route';
import { HttpError } from '../../http/errors';
import { isFinance } from './access';
import { surrenderLinks } from './surrender-link';
import { loadSurrenderLetter, renderSurrenderLetter, surrenderFileName } from './surrender-letter';

/*
 * TG-TRIPCONFIRMATION GETFOREXSURRENDERLETTERPDF: the letter inline (base64) and as a signed
 * 15-minute link, as the trip PDFs answer. The claimant and the company's finance roles read it;
 * anyone else, and every other company, gets the answer of an unknown id.
 */

const NOT_FOUND = 'imprestsurrenderid: imprest surrender not found';
const LINK_REFUSED = 'This link is invalid or has expired. Ask for a new one from the expense report.';

export const surrenderLetterHandler = defineHandler(getForexSurrenderLetterPdf)(async (ctx, { imprestsurrenderid }) => {
  const letter = await loadSurrenderLetter(ctx.tx, ctx.session.corporateid, imprestsurrenderid);
  if (!letter || (letter.surrender.profileId !== ctx.session.profileid && !isFinance(ctx))) return { ApiStatus: { Status: 'NOK' as const, Message: NOT_FOUND } };
  const pdf = await renderSurrenderLetter(letter, ctx.now);
  const claims = { kind: 'surrender' as const, subject: letter.surrender.id, corporateid: ctx.session.corporateid, profileid: ctx.session.profileid, sessionTokenHash: ctx.session.tokenHash };
  const link = await surrenderLinks.sign(ctx.tx, claims, ctx.now);
  return {
    ApiStatus: { Status: 'OK' as const },
    Result: {
      filename: surrenderFileName(letter.surrender.id),
      mime: 'application/pdf' as const,
      size: pdf.length,
      base64: Buffer.from(pdf).toString('base64'),
      url: link.url,
      expiresat: link.expiresAt.toISOString(),
    },
  };
});

/**
 * GET /api/expense-pdf/<token>: the letter a signed link names. The signature is the proof (no
 * bearer token), so it opens in a browser tab; a link whose session has ended, or whose surrender
 * is gone, answers like a bad one. Rendering counts against the session's expensive calls.
 */
const surrenderLinkRoute = defineRoute({
  method: 'GET',
  path: `${surrenderLinks.prefix}*`,
  auth: 'public',
  name: 'EXPENSE_PDF',
  params: v.object({ '*': v.string(LINK_REFUSED) }),
  handler: async ({ app, reply, now, params }) => {
    const claims = await surrenderLinks.verify(app.store.db, params['*'], now);
    if (!claims?.sessionTokenHash || !(await app.sessions.isLive(claims.sessionTokenHash, now))) throw new HttpError(404, LINK_REFUSED);
    app.expensiveCalls.take(claims.sessionTokenHash, now);
    const letter = await loadSurrenderLetter(app.store.db, claims.corporateid, claims.subject);
    if (!letter) throw new HttpError(404, LINK_REFUSED);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${surrenderFileName(letter.surrender.id)}"`)
      .header('referrer-policy', 'no-referrer')
      .send(Buffer.from(await renderSurrenderLetter(letter, now)));
  },
});

export function registerSurrenderLinkRoute(app: FastifyInstance, ctx: AppContext): void {
  mountRoutes(app, ctx, [surrenderLinkRoute]);
}

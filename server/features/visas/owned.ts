import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Session } from '../../auth/sessions';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { findFile } from '../../http/upload-store';

/* What the passport and visa handlers share: owner scoping, the scan check, today's date. */

export const OK = { Status: 'OK' as const };

export const mine = (table: { profileId: PgColumn; corporateId: PgColumn }, session: Session) =>
  and(eq(table.profileId, session.profileid), eq(table.corporateId, session.corporateid));

/** Someone else's record and no record at all answer alike: nobody learns which ids exist. */
export const notYours = (field = 'recordid') => forbidden(`${field}: not one of your records`);

/** The server's day (UTC), for "still valid" checks. */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

const SCAN_TYPES = /^(image\/|application\/pdf$)/;

/**
 * A scan must be the caller's own upload (so nobody files a colleague's document as theirs, and an
 * admin opens only what the traveller gave) and an image or a PDF.
 */
export async function checkOwnScan(ctx: HandlerContext, fileid: string, field: string): Promise<void> {
  const file = await findFile(ctx.tx, ctx.session.corporateid, fileid);
  if (!file || file.profileId !== ctx.session.profileid) throw badRequest(`${field}: upload the scan first (no such file of yours)`);
  if (!SCAN_TYPES.test(file.mime)) throw badRequest(`${field}: the scan must be an image or a PDF`);
}

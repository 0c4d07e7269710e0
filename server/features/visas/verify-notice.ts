import { randomUUID } from 'node:crypto';
import { countryName } from '../../../src/contract/visas/countries';
import type { HandlerContext } from '../../dispatch/types';
import { queuePush } from '../../push/notify';
import { corporateNotifications, type visas } from '../../store/schema';

/** Where the traveller sees their visas (the profile's Visas section). */
const VISAS_PATH = '/profile#visas';

/** The bell shows descriptions as (sanitised) HTML: the admin's remark is shown as typed, not as markup. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Tells the traveller of the decision: a notification addressed to them alone (the bell reads the
 * company's notifications, docs/features/masters.md "Admin messages") and a push once committed.
 */
export async function noticeOfVisaDecision(ctx: HandlerContext, visa: typeof visas.$inferSelect): Promise<void> {
  const title = visa.status === 'verified' ? 'Visa verified' : 'Visa rejected';
  const body = `Your ${visa.visaType} visa for ${countryName(visa.country)} was ${visa.status} by a travel admin.${visa.remark ? ` Remark: ${visa.remark}` : ''}`;
  await ctx.tx.insert(corporateNotifications).values({
    id: `VN${randomUUID()}`,
    corporateId: visa.corporateId,
    title,
    description: escapeHtml(body),
    createdAt: ctx.now,
    toProfileId: visa.profileId,
    createdBy: ctx.session.emulatedBy ?? ctx.session.profileid,
  });
  queuePush(ctx, visa.profileId, { title, body, url: VISAS_PATH, tag: `visa-${visa.id}` });
}

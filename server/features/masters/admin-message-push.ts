import { and, eq } from 'drizzle-orm';
import { MESSAGE_TO_ALL } from '../../../src/contract/masters/admin-messages';
import type { HandlerContext } from '../../dispatch/types';
import { queuePush } from '../../push/notify';
import { pushSubscriptions } from '../../store/schema';

/** Push bodies are plain text: the description may carry the admin's HTML, which a notification would show raw. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

/**
 * Sends the message as a push once the call commits: to its one addressee, or to everyone of the
 * company who has a browser subscribed (people without one read it in their notifications).
 */
export async function pushAdminMessage(ctx: HandlerContext, message: { id: string; to: string; title: string; description: string }): Promise<void> {
  const recipients =
    message.to === MESSAGE_TO_ALL
      ? (
          await ctx.tx
            .selectDistinct({ profileId: pushSubscriptions.profileId })
            .from(pushSubscriptions)
            .where(and(eq(pushSubscriptions.corporateId, ctx.session.corporateid)))
        ).map((r) => r.profileId)
      : [message.to];
  for (const profileId of recipients)
    queuePush(ctx, profileId, { title: message.title, body: plainText(message.description), url: '/', tag: `admin-message-${message.id}` });
}

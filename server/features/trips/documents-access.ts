import { eq } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import type { StoredFile } from '../../http/upload-store';
import { tripDocuments } from '../../store/schema';
import { loadTripForCaller } from '../../workflow/trip-access';

/**
 * Besides its uploader, a file may be downloaded by anyone who may read a trip it is attached to
 * (the traveller, the creator, travel staff, the trip's approvers: trip-access decides).
 */
export async function mayDownloadFile(ctx: HandlerContext, file: StoredFile): Promise<boolean> {
  const attached = await ctx.tx.select({ tripId: tripDocuments.tripId }).from(tripDocuments).where(eq(tripDocuments.fileId, file.id));
  for (const { tripId } of attached) {
    try {
      await loadTripForCaller(ctx, tripId, 'read');
      return true;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return false;
}

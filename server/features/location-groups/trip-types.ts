import { and, eq } from 'drizzle-orm';
import { setTripTypeLocationGroup } from '../../../src/contract/location-groups/trip-types';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { locationGroups, tripTypes } from '../../store/schema';
import { OK } from './own-group';

/* Which group each trip type is for (docs/features/location-groups.md "Trip types"). */

const ENTITY = 'TripType';

/** Another company's trip type reads as not found (403); another company's group is bad input (400), as a record's references are across the masters. */
export const setTripTypeLocationGroupHandler = defineHandler(setTripTypeLocationGroup)(async (ctx, { triptypeid, groupid }) => {
  const own = and(eq(tripTypes.id, triptypeid), eq(tripTypes.corporateId, ctx.session.corporateid));
  const [type] = await ctx.tx.select().from(tripTypes).where(own);
  if (!type) throw forbidden('triptypeid: trip type not found');
  if (groupid !== '') {
    const [group] = await ctx.tx
      .select({ id: locationGroups.id })
      .from(locationGroups)
      .where(and(eq(locationGroups.id, groupid), eq(locationGroups.corporateId, ctx.session.corporateid)));
    if (!group) throw badRequest(`groupid: ${groupid} is not a location group of your company`);
  }
  await ctx.tx.update(tripTypes).set({ locationGroupId: groupid }).where(own);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: triptypeid, action: 'update', before: { groupid: type.locationGroupId }, after: { groupid } });
  return { ResponseStatus: OK };
});

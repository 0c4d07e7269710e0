import { type LocationGroupMembers, countriesOutsideGroup } from '../../../src/domain/location-groups';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { loadLocationGroupMembers } from '../../store/location-groups-read';

/*
 * A trip type's location group (docs/features/location-groups.md "Trip types"): a type tied to a
 * group fits only destinations inside it, on top of the domestic/international rule.
 */

/** The company's group of this id with its places, or null for '' (none) or an id that is not the company's. */
export async function companyLocationGroup(ctx: HandlerContext, groupid: string): Promise<LocationGroupMembers | null> {
  if (groupid === '') return null;
  return (await loadLocationGroupMembers(ctx.tx, ctx.session.corporateid)).find((g) => g.groupid === groupid) ?? null;
}

/**
 * The group updatetriptype puts the trip in: the one asked for (a group of the company, and the
 * type's own when the type has one), else the type's; its destination countries must be inside it.
 * Answers '' when there is none. Each refusal is a 400 naming the field.
 */
export async function tripLocationGroup(
  ctx: HandlerContext,
  type: { name: string; locationGroupId: string },
  asked: string,
  destinationCountries: readonly string[],
): Promise<string> {
  const groups = await loadLocationGroupMembers(ctx.tx, ctx.session.corporateid);
  const named = (id: string) => groups.find((g) => g.groupid === id);
  const own = named(type.locationGroupId);
  if (asked !== '' && !named(asked)) throw badRequest(`triplocationgroupid: ${asked} is not a location group of your company`);
  if (asked !== '' && own && asked !== own.groupid) throw badRequest(`triplocationgroupid: ${type.name} is for the location group ${own.groupname} (${own.groupid})`);
  const group = own ?? named(asked);
  if (!group) return '';
  const outside = countriesOutsideGroup(destinationCountries, group);
  if (outside.length > 0) {
    const field = own ? 'triptypeid' : 'triplocationgroupid';
    throw badRequest(`${field}: this trip goes to ${outside.join(', ')}, outside the location group ${group.groupname}`);
  }
  return group.groupid;
}

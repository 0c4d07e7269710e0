import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import {
  getProjectsForEmployee,
  getTripTypeForCorporate,
  getTripTypeForCorporateValidation,
  getTripValidations,
} from '../../../src/contract/trips/masters';
import { tripDomInt, tripTypeMismatch } from '../../../src/domain/trip-type';
import { tripTypeGroupMismatch } from '../../../src/domain/location-groups';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { projects, tripTypes } from '../../store/schema';
import { type TripSettings, loadTripSettings } from '../../workflow/trip-settings';
import { companyLocationGroup } from './trip-type-group';

const OK = { Status: 'OK' as const };

async function companyTripTypes(ctx: HandlerContext) {
  return ctx.tx
    .select()
    .from(tripTypes)
    .where(and(eq(tripTypes.corporateId, ctx.session.corporateid), eq(tripTypes.active, true)))
    .orderBy(asc(tripTypes.name), asc(tripTypes.id));
}

export const getTripTypeForCorporateHandler = defineHandler(getTripTypeForCorporate)(async (ctx) => ({
  ApiStatus: OK,
  list: (await companyTripTypes(ctx)).map((t) => ({ triptypeid: t.id, triptypename: t.name, domint: t.domInt, triplocationgroupid: t.locationGroupId })),
}));

/**
 * Valid when the trip type fits the destinations (all in the home country: domestic) and, for a
 * type tied to a location group, every destination country is in the group. Without a
 * trip type it answers the kind the destinations make, so the form can pick one. An invalid
 * answer is a normal answer (ApiStatus NOK, valid false, the reason), not an error.
 */
export const getTripTypeValidationHandler = defineHandler(getTripTypeForCorporateValidation)(async (ctx, { triptypeid, destinationcountries }) => {
  const settings = await loadTripSettings(ctx.tx, ctx.session.corporateid);
  const domint = tripDomInt(destinationcountries, settings.homeCountry);
  const refuse = (message: string) => ({ ApiStatus: { Status: 'NOK' as const, Message: message }, valid: false, domint, message });
  if (triptypeid === '') return { ApiStatus: OK, valid: true, domint, message: `A ${domint} trip` };
  const type = (await companyTripTypes(ctx)).find((t) => t.id === triptypeid);
  if (!type) return refuse('triptypeid: no such trip type in your company');
  const mismatch = tripTypeMismatch(type.name, type.domInt, domint);
  if (mismatch) return refuse(mismatch);
  const group = await companyLocationGroup(ctx, type.locationGroupId);
  const outside = group && tripTypeGroupMismatch(type.name, group, destinationcountries);
  if (outside) return refuse(outside);
  return { ApiStatus: OK, valid: true, domint, message: `${type.name} fits these destinations` };
});

/**
 * Active projects open to the caller (no profile list, or one naming them) for a trip type (or any
 * type), or valid over the whole of fromdate..todate. A deactivated project stays on the trips that
 * name it but is offered no more (docs/features/masters.md).
 */
export const getProjectsForEmployeeHandler = defineHandler(getProjectsForEmployee)(async (ctx, { triptypeid, fromdate, todate }) => {
  const rows = await ctx.tx
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.corporateId, ctx.session.corporateid),
        eq(projects.status, 'active'),
        triptypeid !== '' ? or(eq(projects.tripTypeId, triptypeid), eq(projects.tripTypeId, '')) : undefined,
        fromdate !== undefined ? lte(projects.validFrom, fromdate) : undefined,
        todate !== undefined ? or(isNull(projects.validTo), gte(projects.validTo, todate)) : undefined,
      ),
    )
    .orderBy(asc(projects.name), asc(projects.id));
  const mine = rows.filter((p) => p.profileIds.length === 0 || p.profileIds.includes(ctx.session.profileid));
  return {
    ApiStatus: OK,
    list: mine.map((p) => ({
      projectid: p.id,
      projectname: p.name,
      projectcode: p.code,
      costcenterid: p.costCenterId,
      departmentid: p.departmentId,
      triptypeid: p.tripTypeId,
    })),
  };
});

export function validationsWire(s: TripSettings) {
  return {
    mindaysbeforetravel: s.minDaysBeforeTravel,
    maxtripdays: s.maxTripDays,
    purposerequired: s.purposeRequired,
    projectrequired: s.projectRequired,
    reasonrequired: s.reasonRequired,
    costcentrerequired: s.costCentreRequired,
    billablecustomerrequired: s.billableCustomerRequired,
    approvalmode: s.approvalMode,
    approvallevels: s.approvalLevels,
    homecountry: s.homeCountry,
  };
}

export const getTripValidationsHandler = defineHandler(getTripValidations)(async (ctx) => ({
  ApiStatus: OK,
  validations: validationsWire(await loadTripSettings(ctx.tx, ctx.session.corporateid)),
}));

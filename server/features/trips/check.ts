import { and, eq, inArray } from 'drizzle-orm';
import type { TripInput } from '../../../src/contract/trips/input';
import { decimalToPaise } from '../../../src/domain/trip-money';
import { isTravelCoordinator, isTripStaff } from '../../../src/domain/trip-roles';
import { joinTripPurpose, tripPurposeProblem } from '../../../src/domain/trip-purpose';
import { type DomInt, tripDomInt, tripLengthDays, tripTypeMismatch } from '../../../src/domain/trip-type';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { costCenters, departments, profiles, projects, tripTypes, trips } from '../../store/schema';
import { checkBillableChoice } from '../../workflow/billable-customer';
import { handlesTravellerOf } from '../../workflow/coordinator-scope';
import type { TripSettings } from '../../workflow/trip-settings';
import { tripTypeGroupMismatch } from '../../../src/domain/location-groups';
import { loadLocationGroupMembers } from '../../store/location-groups-read';

type TripColumns = Omit<typeof trips.$inferInsert, 'id' | 'corporateId' | 'clientRef' | 'createdByProfileId' | 'createdBy' | 'status' | 'createdAt' | 'updatedAt'>;

/** An id the trip names must be a row of the caller's company: 400 naming the field otherwise. */
async function checkOwnRow(ctx: HandlerContext, field: string, id: string, table: typeof projects | typeof costCenters | typeof departments): Promise<void> {
  if (id === '') return;
  const [row] = await ctx.tx.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.corporateId, ctx.session.corporateid)));
  if (!row) throw badRequest(`${field}: no such ${field === 'trip_projectid' ? 'project' : field === 'costcenterid' ? 'cost centre' : 'department'} in your company`);
}

/** The traveller: the caller, or a colleague of the same company the caller handles trips for (coordinator-scope.ts). */
async function resolveTravellers(ctx: HandlerContext, input: TripInput): Promise<{ main: string; all: string[] }> {
  const { session } = ctx;
  const main = input.traveller_profileid === '' ? session.profileid : input.traveller_profileid;
  const all = [...new Set([main, ...input.travellers.map((t) => t.trim()).filter((t) => t !== '')])];
  const others = all.filter((id) => id !== session.profileid);
  const forSomeoneElse = main !== session.profileid;
  if (forSomeoneElse && !isTripStaff(session.role) && !isTravelCoordinator(session.role)) throw forbidden('traveller_profileid: only travel staff may create a trip for someone else');
  if (others.length === 0) return { main, all };
  const found = await ctx.tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, others), eq(profiles.corporateId, session.corporateid)));
  if (found.length !== others.length) {
    throw forbidden(main !== session.profileid && !found.some((f) => f.id === main) ? 'traveller_profileid: not a colleague of your company' : 'travellers: not a colleague of your company');
  }
  // A coordinator's reach is the mapping (coordinator-scope.ts); admins pass at once.
  if (forSomeoneElse && !(await handlesTravellerOf(ctx, main))) throw forbidden('traveller_profileid: not a traveller mapped to you');
  return { main, all };
}

/**
 * The trip type: the one named (it must fit the destinations, and its location group's places when
 * it has one), else the company's first that fits. With the group the trip is then in ('' for none).
 */
async function resolveTripType(ctx: HandlerContext, triptypeid: string, domint: DomInt, countries: readonly string[]): Promise<{ id: string | null; locationGroupId: string }> {
  const types = await ctx.tx
    .select()
    .from(tripTypes)
    .where(and(eq(tripTypes.corporateId, ctx.session.corporateid), eq(tripTypes.active, true)));
  const groups = types.some((t) => t.locationGroupId !== '') ? await loadLocationGroupMembers(ctx.tx, ctx.session.corporateid) : [];
  const groupProblem = (t: (typeof types)[number]) => {
    const group = groups.find((g) => g.groupid === t.locationGroupId);
    return group ? tripTypeGroupMismatch(t.name, group, countries) : null;
  };
  const type = triptypeid === '' ? types.find((t) => t.domInt === domint && groupProblem(t) === null) : types.find((t) => t.id === triptypeid);
  if (!type) {
    if (triptypeid === '') return { id: null, locationGroupId: '' };
    throw badRequest('triptypeid: no such trip type in your company');
  }
  const mismatch = tripTypeMismatch(type.name, type.domInt, domint) ?? groupProblem(type);
  if (mismatch) throw badRequest(mismatch);
  return { id: type.id, locationGroupId: groups.some((g) => g.groupid === type.locationGroupId) ? type.locationGroupId : '' };
}

function amount(field: string, value: string): number {
  const paise = decimalToPaise(value);
  if (paise === null) throw badRequest(`${field} must be an amount like 1234.50`);
  return paise;
}

/**
 * A trip the client sent, checked against the company (ids, trip type, rules) and turned into
 * columns. Every refusal is a 400/403 naming its field, never a database error.
 */
export async function checkTripInput(ctx: HandlerContext, input: TripInput, settings: TripSettings): Promise<{ columns: TripColumns; travellers: string[] }> {
  const purposeProblem = tripPurposeProblem(input.travelreason, input.otherreason);
  if (purposeProblem) throw badRequest(purposeProblem);
  if (tripLengthDays(input.fromdate, input.todate) > settings.maxTripDays) throw badRequest(`todate: a trip may last at most ${settings.maxTripDays} days`);
  const { main, all } = await resolveTravellers(ctx, input);
  const domint = tripDomInt(input.destinationcountries, settings.homeCountry);
  const tripType = await resolveTripType(ctx, input.triptypeid, domint, input.destinationcountries);
  await checkOwnRow(ctx, 'trip_projectid', input.trip_projectid, projects);
  await checkOwnRow(ctx, 'costcenterid', input.costcenterid, costCenters);
  await checkOwnRow(ctx, 'departmentid', input.departmentid, departments);
  const billable = { billabletype: input.billabletype, customerid: input.billableid };
  await checkBillableChoice(ctx.tx, ctx.session.corporateid, settings.billableCustomerRequired, billable, 'billableid');
  const columns: TripColumns = {
    travellerProfileId: main,
    tripName: input.tripname,
    origin: input.origin,
    destination: input.destination,
    destinationCountries: input.destinationcountries,
    fromDate: input.fromdate,
    toDate: input.todate,
    tripTypeId: tripType.id,
    locationGroupId: tripType.locationGroupId,
    domInt: domint,
    travelClass: input.travelclass,
    budgetedBy: input.budgetedby,
    autoCreateExpenseReport: input.autocreateexpensereport,
    imprestRequired: input.imprestrequired,
    imprestAmountRequestedPaise: amount('imprestamountrequested', input.imprestamountrequested),
    imprestCurrency: input.imprestcurrency,
    travelReason: input.travelreason,
    otherReason: input.otherreason,
    tripPurpose: joinTripPurpose(input.travelreason, input.otherreason),
    tripBudgetPaise: amount('trip_budget', input.trip_budget),
    projectId: input.trip_projectid,
    departmentId: input.departmentid,
    costCenterId: input.costcenterid,
    billableId: input.billableid,
    budgetId: input.budgetid,
    billableType: input.billabletype,
  };
  return { columns, travellers: all };
}

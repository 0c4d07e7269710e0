import { type SQL, and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  type FilterOption,
  TRAVELLER_OPTIONS_MAX,
  dashboardFilterOptions,
} from '../../../src/contract/dashboards/filter-options';
import { defineHandler } from '../../dispatch/types';
import type { Executor } from '../../store/db';
import { containsPattern } from '../../store/like-pattern';
import { profiles } from '../../store/schema-core';
import { costCenters, departments, projects } from '../../store/schema-trips-masters';
import { peopleInScope } from './scope';

/*
 * TG-DASHBOARDFILTEROPTIONS (docs/features/dashboards.md "Filter options"): what the dashboard's
 * filter can pick, all of the caller's company only. The masters come whole, retired ones too
 * (history is charged to them); travellers only as a search, and only people of the caller's
 * dashboard scope, so a travelmanager cannot list the company and a profile id outside the scope
 * answers exactly as an unknown one.
 */

const OK = { status: 'OK' as const };

type Master = typeof departments | typeof costCenters | typeof projects;

async function masterOptions(db: Executor, table: Master, corporateId: string): Promise<FilterOption[]> {
  const rows = await db
    .select({ id: table.id, name: table.name, status: table.status })
    .from(table)
    .where(eq(table.corporateId, corporateId))
    .orderBy(asc(table.name), asc(table.id));
  return rows.map((r) => ({ id: r.id, name: r.name, active: r.status === 'active' }));
}

const name = sql<string>`trim(${profiles.passportFirstName} || ' ' || ${profiles.passportLastName})`;

async function travellerOptions(db: Executor, inScope: SQL, match: SQL, limit: number) {
  return db
    .select({ profileid: profiles.id, name, email: profiles.email })
    .from(profiles)
    .where(and(inScope, match))
    .orderBy(asc(profiles.passportFirstName), asc(profiles.passportLastName), asc(profiles.email), asc(profiles.id))
    .limit(limit);
}

export const dashboardFilterOptionsHandler = defineHandler(dashboardFilterOptions)(async (ctx, input) => {
  const corporateId = ctx.session.corporateid;
  const inScope = peopleInScope(ctx);
  const pattern = containsPattern(input.travellerquery);
  const [departmentRows, costCentreRows, projectRows, found, named] = await Promise.all([
    masterOptions(ctx.tx, departments, corporateId),
    masterOptions(ctx.tx, costCenters, corporateId),
    masterOptions(ctx.tx, projects, corporateId),
    input.travellerquery === ''
      ? []
      : travellerOptions(
          ctx.tx,
          inScope,
          or(ilike(name, pattern), ilike(profiles.email, pattern))!,
          TRAVELLER_OPTIONS_MAX,
        ),
    input.traveller === '' ? [] : travellerOptions(ctx.tx, inScope, eq(profiles.id, input.traveller), 1),
  ]);
  // The named traveller first when the search did not find them too, so a shared link's filter shows its name.
  const travellers = [...named.filter((n) => !found.some((f) => f.profileid === n.profileid)), ...found];
  return {
    ResponseStatus: OK,
    departments: departmentRows,
    costcentres: costCentreRows,
    projects: projectRows,
    travellers,
  };
});

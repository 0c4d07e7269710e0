import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { getAdminAudit } from '../../../src/contract/masters/admin-audit';
import { defineHandler } from '../../dispatch/types';
import { adminAudit, profiles } from '../../store/schema';
import { pageOfMaster } from './list-query';

/* The audit trail read (docs/features/admin-audit.md): the company's whole trail, filtered and paged in SQL. */

const OK = { Status: 'OK' as const };
const DAY_MS = 86_400_000;

type AuditRow = typeof adminAudit.$inferSelect;

/** A YYYY-MM-DD day as its first instant (UTC); `plusDays` 1 gives the start of the next day, for an inclusive end. */
const dayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS);

export const getAdminAuditHandler = defineHandler(getAdminAudit)(async (ctx, query) => {
  const where = and(
    eq(adminAudit.corporateId, ctx.session.corporateid),
    query.userid ? eq(adminAudit.actorProfileId, query.userid) : undefined,
    query.entity ? eq(adminAudit.entity, query.entity) : undefined,
    query.fromdate ? gte(adminAudit.at, dayStart(query.fromdate)) : undefined,
    query.todate ? lt(adminAudit.at, dayStart(query.todate, 1)) : undefined,
  );
  const { rows, totalcount } = await pageOfMaster<AuditRow>(
    ctx.tx,
    {
      table: adminAudit,
      where,
      searchable: [adminAudit.entity, adminAudit.entityId],
      sortable: { at: adminAudit.at, entity: adminAudit.entity, action: adminAudit.action },
      tieBreaker: adminAudit.id,
    },
    query,
  );
  const actorIds = [...new Set(rows.map((r) => r.actorProfileId))];
  const actors =
    actorIds.length === 0
      ? []
      : await ctx.tx
          .select({ id: profiles.id, first: profiles.passportFirstName, last: profiles.passportLastName })
          .from(profiles)
          .where(and(eq(profiles.corporateId, ctx.session.corporateid), inArray(profiles.id, actorIds)));
  const names = new Map(actors.map((a) => [a.id, `${a.first} ${a.last}`.trim()]));
  return {
    ApiStatus: OK,
    AdminAudit: rows.map((r) => ({
      auditid: r.id,
      actorid: r.actorProfileId,
      actorname: names.get(r.actorProfileId) ?? r.actorProfileId,
      entity: r.entity,
      entityid: r.entityId,
      action: r.action,
      before: r.before,
      after: r.after,
      at: r.at.toISOString(),
    })),
    totalcount,
  };
});

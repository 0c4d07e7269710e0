import { randomUUID } from 'node:crypto';
import { requestTc } from '../../../src/contract/coordinators/operations';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { coordinatorMappings } from '../../store/schema';
import { ENTITY, auditOf, coordinatorOf } from './store';

const OK = { Status: 'OK' as const };

/** The traveller asks; the row waits as 'requested' until an admin maps them (or it is withdrawn). */
export const requestTcHandler = defineHandler(requestTc)(async (ctx, { tcprofileid, remarks }) => {
  const me = ctx.session.profileid;
  if (tcprofileid === me) throw badRequest('tcprofileid: you cannot be your own coordinator');
  const tc = await coordinatorOf(ctx, tcprofileid);
  const [row] = await ctx.tx
    .insert(coordinatorMappings)
    .values({
      id: `TC${randomUUID()}`,
      corporateId: ctx.session.corporateid,
      coordinatorProfileId: tc.id,
      travellerProfileId: me,
      status: 'requested',
      createdBy: me,
      remarks,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw badRequest('tcprofileid: you already have or asked for this coordinator');
  await recordAdminChange(ctx, { entity: ENTITY, entityId: row.id, action: 'create', after: auditOf(row) });
  return { ApiStatus: OK, recordid: row.id };
});

import { and, asc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { delegationOps } from '../../../src/contract/profile/operations';
import { DELEGATION_MESSAGES, isDelegationPeriodValid } from '../../../src/domain/profile-records';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { approvalDelegations, profiles } from '../../store/schema';
import { type RecordKind, recordHandlers } from './record-handlers';

type Delegation = v.InferOutput<typeof delegationOps.add.request>['jsondata'];

/** The delegate must be someone else in the caller's company, over a period that reads forwards. */
async function checkDelegation({ session, tx }: HandlerContext, d: Delegation): Promise<void> {
  if (d.delegateprofileid === session.profileid) throw badRequest(DELEGATION_MESSAGES.self);
  const [colleague] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, d.delegateprofileid), eq(profiles.corporateId, session.corporateid)));
  if (!colleague) throw forbidden(DELEGATION_MESSAGES.colleague);
  if (!isDelegationPeriodValid(d.fromdate, d.todate)) throw badRequest(DELEGATION_MESSAGES.period);
}

/** Delegations with the delegate's name, which the list shows and the table does not hold. */
async function listDelegations({ session, tx }: HandlerContext) {
  const rows = await tx
    .select({
      id: approvalDelegations.id,
      delegate: approvalDelegations.delegateProfileId,
      from: approvalDelegations.fromDate,
      to: approvalDelegations.toDate,
      first: profiles.passportFirstName,
      last: profiles.passportLastName,
    })
    .from(approvalDelegations)
    .innerJoin(profiles, eq(profiles.id, approvalDelegations.delegateProfileId))
    .where(and(eq(approvalDelegations.profileId, session.profileid), eq(approvalDelegations.corporateId, session.corporateid)))
    .orderBy(asc(approvalDelegations.fromDate), asc(approvalDelegations.id));
  return rows.map((r) => ({
    recordid: String(r.id),
    delegateprofileid: r.delegate,
    fromdate: r.from,
    todate: r.to,
    delegatename: `${r.first} ${r.last}`.trim(),
  }));
}

const delegationKind: RecordKind<Delegation, typeof approvalDelegations.$inferSelect> = {
  noun: 'Approval delegation',
  ops: delegationOps,
  table: approvalDelegations,
  toColumns: (d) => ({ delegateProfileId: d.delegateprofileid, fromDate: d.fromdate, toDate: d.todate }),
  toFields: (r) => ({ delegateprofileid: r.delegateProfileId, fromdate: r.fromDate, todate: r.toDate }),
  check: checkDelegation,
  list: listDelegations,
};

export const delegationHandlers = recordHandlers(delegationKind);

import { and, asc, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Role } from '../../src/contract/roles';
import type { Executor } from '../store/db';
import { approvalDelegations, profiles } from '../store/schema';

/* Who is who for approval routing: people of one company, their managers, roles and delegates. */

export interface Person {
  id: string;
  corporateId: string;
  reportsTo: string | null;
  role: Role;
  name: string;
  email: string;
}

const personColumns = {
  id: profiles.id,
  corporateId: profiles.corporateId,
  reportsTo: profiles.reportsTo,
  role: profiles.role,
  first: profiles.passportFirstName,
  last: profiles.passportLastName,
  email: profiles.email,
};

function toPerson(r: { id: string; corporateId: string; reportsTo: string | null; role: Role; first: string; last: string; email: string }): Person {
  return { id: r.id, corporateId: r.corporateId, reportsTo: r.reportsTo, role: r.role, name: `${r.first} ${r.last}`.trim(), email: r.email };
}

/** A person of the company, or null (someone of another company is nobody here). */
export async function findPerson(tx: Executor, corporateId: string, id: string | null): Promise<Person | null> {
  if (!id) return null;
  const [row] = await tx.select(personColumns).from(profiles).where(and(eq(profiles.id, id), eq(profiles.corporateId, corporateId)));
  return row ? toPerson(row) : null;
}

/** The company's first person (lowest id, so the choice is stable) holding the role, other than `except`. */
export async function firstWithRole(tx: Executor, corporateId: string, role: Role, except: string): Promise<Person | null> {
  const [row] = await tx
    .select(personColumns)
    .from(profiles)
    .where(and(eq(profiles.corporateId, corporateId), eq(profiles.role, role), ne(profiles.id, except)))
    .orderBy(asc(profiles.id))
    .limit(1);
  return row ? toPerson(row) : null;
}

/**
 * Who stands in for `approverId` on `day` (YYYY-MM-DD): the delegate of the approver's latest
 * delegation window covering that day (from and to inclusive), inside the same company; or null.
 */
export async function activeDelegate(tx: Executor, corporateId: string, approverId: string, day: string): Promise<Person | null> {
  const [row] = await tx
    .select({ delegate: approvalDelegations.delegateProfileId })
    .from(approvalDelegations)
    .where(
      and(
        eq(approvalDelegations.corporateId, corporateId),
        eq(approvalDelegations.profileId, approverId),
        lte(approvalDelegations.fromDate, day),
        gte(approvalDelegations.toDate, day),
      ),
    )
    .orderBy(desc(approvalDelegations.id))
    .limit(1);
  return findPerson(tx, corporateId, row?.delegate ?? null);
}

/** Whom `delegateId` stands in for on `day`: the profiles whose delegation window to them covers it. */
export async function delegatorsOf(tx: Executor, corporateId: string, delegateId: string, day: string): Promise<string[]> {
  const rows = await tx
    .select({ id: approvalDelegations.profileId })
    .from(approvalDelegations)
    .where(
      and(
        eq(approvalDelegations.corporateId, corporateId),
        eq(approvalDelegations.delegateProfileId, delegateId),
        lte(approvalDelegations.fromDate, day),
        gte(approvalDelegations.toDate, day),
      ),
    );
  return rows.map((r) => r.id);
}

/** Display names of several people at once (for lists), keyed by id. */
export async function namesOf(tx: Executor, corporateId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tx.select(personColumns).from(profiles).where(and(eq(profiles.corporateId, corporateId), inArray(profiles.id, unique)));
  return new Map(rows.map((r) => [r.id, toPerson(r).name]));
}

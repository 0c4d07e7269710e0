import { type SQL, and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { searchCorporateTravellersLite } from '../../../src/contract/people/operations';
import { defineHandler } from '../../dispatch/types';
import { containsPattern } from '../../store/like-pattern';
import { grades, personAccounts, profiles } from '../../store/schema';

const manager = alias(profiles, 'manager');
const fullName = sql`${profiles.passportFirstName} || ' ' || ${profiles.passportLastName}`;

/** searchby picks the column(s) searchval matches, case-insensitively and literally. */
function searchFilter(searchby: string, searchval: string): SQL | undefined {
  if (searchval === '') return undefined;
  const pattern = containsPattern(searchval);
  switch (searchby) {
    case 'email':
      return ilike(profiles.email, pattern);
    case 'employeecode':
      return ilike(personAccounts.employeeCode, pattern);
    case 'mobile':
      return ilike(profiles.mobile, pattern);
    default:
      return or(ilike(fullName, pattern), ilike(profiles.firstName, pattern));
  }
}

/** People nobody added have no account row and count as active. */
function statusFilter(status: string): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'active') return or(isNull(personAccounts.status), eq(personAccounts.status, 'active'));
  return eq(personAccounts.status, status as 'pending' | 'deactivated');
}

/** One page of the company's people, by name, with the total; counted and paged in SQL. */
export const searchCorporateTravellersLiteHandler = defineHandler(searchCorporateTravellersLite)(async (ctx, q) => {
  const where = and(eq(profiles.corporateId, ctx.session.corporateid), searchFilter(q.searchby, q.searchval), statusFilter(q.status));
  const order = [asc(profiles.passportFirstName), asc(profiles.passportLastName), asc(profiles.email), asc(profiles.id)];
  // The page's ids first, read off the list's index (profiles_corporate_name_idx); only those 50 rows are then joined to their
  // manager and grade, where joining first made a deep page join every row before it.
  const pageIds = ctx.tx
    .select({ id: profiles.id })
    .from(profiles)
    .leftJoin(personAccounts, eq(personAccounts.profileId, profiles.id))
    .where(where)
    .orderBy(...order)
    .limit(q.pagesize)
    .offset((q.pageno - 1) * q.pagesize);
  const [rows, [total]] = await Promise.all([
    ctx.tx
      // Only the columns the list shows: a profile row also carries its module settings (jsonb), and sorting
      // 10,000 whole rows to page them cost more than the rest of the call.
      .select({
        profile: {
          id: profiles.id,
          email: profiles.email,
          passportTitle: profiles.passportTitle,
          passportFirstName: profiles.passportFirstName,
          passportLastName: profiles.passportLastName,
          mobile: profiles.mobile,
          role: profiles.role,
          reportsTo: profiles.reportsTo,
          gradeId: profiles.gradeId,
        },
        account: { employeeCode: personAccounts.employeeCode, status: personAccounts.status, approval: personAccounts.approval },
        managerFirst: manager.passportFirstName,
        managerLast: manager.passportLastName,
        gradeName: grades.name,
      })
      .from(profiles)
      .leftJoin(personAccounts, eq(personAccounts.profileId, profiles.id))
      .leftJoin(manager, eq(manager.id, profiles.reportsTo))
      .leftJoin(grades, eq(grades.id, profiles.gradeId))
      .where(inArray(profiles.id, pageIds))
      .orderBy(...order),
    ctx.tx.select({ n: count() }).from(profiles).leftJoin(personAccounts, eq(personAccounts.profileId, profiles.id)).where(where),
  ]);
  return {
    ApiStatus: { Status: 'OK' as const },
    ProfileLite: rows.map(({ profile: p, account: a, managerFirst, managerLast, gradeName }) => ({
      profileid: p.id,
      email: p.email,
      title: p.passportTitle,
      first_name: p.passportFirstName,
      last_name: p.passportLastName,
      mobilenumber: p.mobile,
      employeecode: a?.employeeCode ?? '',
      corporate_role: p.role,
      reportstoid: p.reportsTo ?? '',
      reportstoname: managerFirst === null ? '' : `${managerFirst} ${managerLast ?? ''}`.trim(),
      gradeid: p.gradeId ?? '',
      gradename: gradeName ?? '',
      status: a?.status ?? 'active',
      approvalstatus: a?.approval ?? 'approved',
    })),
    totalcount: total?.n ?? 0,
  };
});

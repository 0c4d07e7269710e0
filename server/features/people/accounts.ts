import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Role } from '../../../src/contract/roles';
import type { Salutation } from '../../../src/domain/registration';
import { hashToken, newToken } from '../../auth/tokens';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import type { Executor } from '../../store/db';
import { type AccountSource, type AccountStatus, personAccounts, profiles } from '../../store/schema';

/* A company's people as administrators handle them (docs/features/people.md). */

export type ProfileRow = typeof profiles.$inferSelect;
export type AccountRow = typeof personAccounts.$inferSelect;
export interface Person {
  profile: ProfileRow;
  /** null for people nobody added or invited (the seed, self sign-ups): active and approved. */
  account: AccountRow | null;
}

/** Mailed links live a week: an invitee may be travelling when the mail arrives. */
export const WEBTOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
/** Stored where a password would be until the person sets one; never a valid hash, so it never verifies. */
export const NO_PASSWORD = '!';

export const ENTITY = 'UserProfile';

export const statusOf = (person: Person): AccountStatus => person.account?.status ?? 'active';

/** A person of the caller's company; another company's id answers like a missing one. */
export async function personForCaller(ctx: HandlerContext, userid: string): Promise<Person> {
  const [row] = await ctx.tx
    .select({ profile: profiles, account: personAccounts })
    .from(profiles)
    .leftJoin(personAccounts, eq(personAccounts.profileId, profiles.id))
    .where(and(eq(profiles.id, userid), eq(profiles.corporateId, ctx.session.corporateid)));
  if (!row) throw forbidden('userid: person not found');
  return row;
}

/** What the audit trail keeps of a person: their place in the company, never secrets. */
export const auditView = (p: Person) => ({
  profileid: p.profile.id,
  email: p.profile.email,
  corporate_role: p.profile.role,
  reportstoid: p.profile.reportsTo ?? '',
  gradeid: p.profile.gradeId ?? '',
  status: statusOf(p),
  employeecode: p.account?.employeeCode ?? '',
});

/** The login of a new person: refused when any company already has it (logins are global). */
export async function assertEmailFree(db: Executor, email: string, field: string): Promise<void> {
  const [taken] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, email));
  if (taken) throw badRequest(`${field}: an account with this email already exists`);
}

export async function assertCodeFree(ctx: HandlerContext, code: string): Promise<void> {
  if (code === '') return;
  const [taken] = await ctx.tx
    .select({ id: personAccounts.profileId })
    .from(personAccounts)
    .where(and(eq(personAccounts.corporateId, ctx.session.corporateid), eq(personAccounts.employeeCode, code)));
  if (taken) throw badRequest('jsondata.UserProfile.employeecode: another person of your company has this code');
}

export interface NewPerson {
  email: string;
  title: Salutation | '';
  firstName: string;
  lastName: string;
  mobile: string;
  role: Role;
  reportsTo: string | null;
  /** A grade of the company, already checked; none when left out (an invitee). */
  gradeId?: string | null;
  employeeCode: string;
  passwordHash: string;
  passwordChange: boolean;
  status: AccountStatus;
  source: AccountSource;
}

/**
 * Inserts the profile and its account row. The newcomer gets the company's modules as the adding
 * admin's own profile carries them; birth date and gender wait for the profile confirmation
 * (userverified false), as after a self sign-up.
 */
export async function insertPerson(ctx: HandlerContext, person: NewPerson): Promise<string> {
  const [admin] = await ctx.tx.select().from(profiles).where(eq(profiles.id, ctx.session.profileid));
  if (!admin) throw forbidden('Your profile no longer exists');
  const id = `PR${randomUUID()}`;
  await ctx.tx.insert(profiles).values({
    id,
    corporateId: ctx.session.corporateid,
    userId: person.email,
    email: person.email,
    passwordHash: person.passwordHash,
    role: person.role,
    userCategory: admin.userCategory,
    passportTitle: person.title,
    passportFirstName: person.firstName,
    passportLastName: person.lastName,
    firstName: person.firstName,
    mobile: person.mobile,
    mobileCountryCode: '91',
    gender: person.title === 'Mr' ? 'Male' : person.title === '' ? '' : 'Female',
    birthDate: ctx.now.toISOString().slice(0, 10),
    serviceConfig: admin.serviceConfig,
    menuConfig: admin.menuConfig,
    passwordChange: person.passwordChange,
    userVerified: false,
    reportsTo: person.reportsTo,
    gradeId: person.gradeId ?? null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  await ctx.tx.insert(personAccounts).values({
    profileId: id,
    corporateId: ctx.session.corporateid,
    status: person.status,
    approval: person.status === 'active' ? 'approved' : 'pending',
    source: person.source,
    employeeCode: person.employeeCode,
    addedBy: ctx.session.emulatedBy ?? ctx.session.profileid,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return id;
}

/** A fresh mailed link for the person; any earlier link stops working. Returns the raw token. */
export async function issueWebtoken(tx: Executor, profileId: string, now: Date): Promise<string> {
  const token = newToken();
  await tx
    .update(personAccounts)
    .set({ webtokenHash: hashToken(token), webtokenExpiresAt: new Date(now.getTime() + WEBTOKEN_TTL_MS), updatedAt: now })
    .where(eq(personAccounts.profileId, profileId));
  return token;
}

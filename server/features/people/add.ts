import { eq } from 'drizzle-orm';
import { addDirectUser, addTraveller } from '../../../src/contract/people/operations';
import { recordAdminChange } from '../../admin/audit';
import { hashPassword } from '../../auth/passwords';
import type * as v from 'valibot';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { queueMail } from '../../mail/outbox';
import { corporates } from '../../store/schema';
import { ENTITY, NO_PASSWORD, assertCodeFree, assertEmailFree, insertPerson, issueWebtoken } from './accounts';
import { activationMail } from './mail';
import { checkedGrade } from './grade';
import { checkedManager } from './manager';

const OK = { Status: 'OK' as const };
const FIELD = 'jsondata.UserProfile';

type Entered = v.InferOutput<typeof addTraveller.request>['jsondata']['UserProfile'];

async function checkedFields(ctx: HandlerContext, u: Entered) {
  await assertEmailFree(ctx.tx, u.email, `${FIELD}.email`);
  await assertCodeFree(ctx, u.employeecode);
  const reportsTo = await checkedManager(ctx, `${FIELD}.reportstoid`, u.reportstoid, null);
  const gradeId = await checkedGrade(ctx, `${FIELD}.gradeid`, u.gradeid);
  return { email: u.email, title: u.title, firstName: u.first_name, lastName: u.last_name, mobile: u.mobilenumber, employeeCode: u.employeecode, reportsTo, gradeId };
}

export async function companyName(ctx: HandlerContext): Promise<string> {
  const [row] = await ctx.tx.select({ name: corporates.name }).from(corporates).where(eq(corporates.id, ctx.session.corporateid));
  return row?.name ?? 'Your company';
}

/** A traveller waits for the mailed link to set a password; the mail leaves only if the add commits. */
export const addTravellerHandler = defineHandler(addTraveller)(async (ctx, { jsondata }) => {
  const fields = await checkedFields(ctx, jsondata.UserProfile);
  const profileid = await insertPerson(ctx, { ...fields, role: 'employee', passwordHash: NO_PASSWORD, passwordChange: false, status: 'pending', source: 'traveller' });
  const token = await issueWebtoken(ctx.tx, profileid, ctx.now);
  await queueMail(ctx.tx, { to: fields.email, ...activationMail(await companyName(ctx), token) }, ctx.now);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: profileid, action: 'create', after: { profileid, email: fields.email, corporate_role: 'employee', status: 'pending' } });
  return { ApiStatus: { ...OK, Message: `Activation mail sent to ${fields.email}` }, profileid };
});

/** A user who can log in at once with the admin's password, and must change it first (passwordchange). */
export const addDirectUserHandler = defineHandler(addDirectUser)(async (ctx, { jsondata }) => {
  const { corporate_role, password } = jsondata.UserProfile;
  const fields = await checkedFields(ctx, jsondata.UserProfile);
  const passwordHash = await hashPassword(password);
  const profileid = await insertPerson(ctx, { ...fields, role: corporate_role, passwordHash, passwordChange: true, status: 'active', source: 'directuser' });
  await recordAdminChange(ctx, { entity: ENTITY, entityId: profileid, action: 'create', after: { profileid, email: fields.email, corporate_role, status: 'active' } });
  return { ApiStatus: { ...OK, Message: `${fields.email} can now log in` }, profileid };
});

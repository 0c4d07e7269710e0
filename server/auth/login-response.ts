import { eq } from 'drizzle-orm';
import type { LoginOk } from '../../src/contract/login';
import { ageInYears } from '../../src/domain/age';
import type { Db, Executor } from '../store/db';
import { corporates, personalAccounts, profiles } from '../store/schema';

export type ProfileRow = typeof profiles.$inferSelect;

/** Product branding shown before a company logo is configured. */
const MASTER = { masterlogo: '/icons/voyage-logo.svg', masterlogowidth: 100, mastername: 'Voyage' };

export async function findProfileByUserId(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

/** The docs/product.md#records login response, built from the stored profile and its company. */
export async function buildLoginOk(db: Executor, profile: ProfileRow, auth: { token: string; encKey: string | null; now: Date }): Promise<LoginOk> {
  const [[corporate], [personal]] = await Promise.all([
    db.select().from(corporates).where(eq(corporates.id, profile.corporateId)),
    db.select().from(personalAccounts).where(eq(personalAccounts.profileId, profile.id)),
  ]);
  if (!corporate) throw new Error(`profile ${profile.id} has no corporate ${profile.corporateId}`);
  return {
    wsstatus: { Status: 'OK', Message: 'Login successful' },
    defaulthome: profile.defaultHome,
    ...MASTER,
    companylogo: corporate.logo,
    passwordchange: profile.passwordChange,
    issso: false,
    policylink: corporate.policyLink,
    menuconfig: profile.menuConfig,
    serviceconfig: profile.serviceConfig,
    userauth: { authtoken: auth.token },
    profilemaster: {
      profileid: profile.id,
      corporateid: profile.corporateId,
      corporate_name: corporate.name,
      corporate_role: profile.role,
      user_category: profile.userCategory,
      base_currency: corporate.baseCurrency,
      isidentity: profile.isIdentity,
      userverified: profile.userVerified,
      passport_title: profile.passportTitle,
      passport_first_name: profile.passportFirstName,
      passport_last_name: profile.passportLastName,
      first_name: profile.firstName,
      email: profile.email,
      mobile: profile.mobile,
      mobile_countrycode: profile.mobileCountryCode,
      gender: profile.gender,
      birthdate: profile.birthDate,
      age: ageInYears(profile.birthDate, auth.now),
      usertype: profile.userType,
      tags: profile.tags,
    },
    ...(auth.encKey ? { sessionkey: auth.encKey } : {}),
    ...(personal ? { personalprofileid: personal.personalProfileId } : {}),
  };
}

import { randomUUID } from 'node:crypto';
import type { MenuConfig, ServiceConfig } from '../../../src/contract/login';
import type { RegistrationCategory, Salutation } from '../../../src/domain/registration';
import { hashPassword } from '../../auth/passwords';
import { HttpError } from '../../http/errors';
import type { Executor } from '../../store/db';
import { corporates, profiles } from '../../store/schema';
import { insertCompanyStartingLists } from '../../store/company-starting-lists';

/** What a self sign-up may use until an administrator configures the company: the small-business set. */
const SELF_SIGNUP_MODULES: MenuConfig = {
  flights: true, hotels: true, cabs: true, carrental: true, visa: false, trains: true, buses: true, pretripflow: false, meetingplanner: false,
};
const SELF_SIGNUP_SERVICES: ServiceConfig = {
  flights: true, hotels: true, buses: true, trains: true, cabs: true, carrental: true, guesthouse: false, visa: false,
  expenses: true, pretripflow: false, meetingplanner: false, trips: true, showadvanceoptions: true, showexpenseoptions: true,
  showverifypopup: false, hotelbookingform: false, whychooseus: true, showtravelfortraveladmin: true,
  showtravelfortravelcoordinator: true, showfinanceadmin: false, showdashboard: false, showreports: false,
  lpomandatory_guest: false, nameseditable: true, pretripflowtype: 'default', hotelsearchlogic: 'city',
};

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please log in instead.';

export interface NewAccount {
  email: string;
  password: string;
  salutation: Salutation;
  firstName: string;
  lastName: string;
  mobile: string;
  company: string;
  category: RegistrationCategory;
}

/**
 * Every sign-up gets a company of its own (INR; docs/product.md#registration: sme and business travellers are their own
 * corporate; a 'corporate' sign-up is not attached to an existing company because nothing proves
 * they belong to it) and a profile that can log in at once. The person who registers a corporate is
 * its only member, so they run it: superadmin, with the finance console on; everyone else starts as
 * an employee.
 */
export async function createAccount(tx: Executor, account: NewAccount, now: Date): Promise<{ profileId: string; corporateId: string }> {
  const corporateId = randomUUID();
  const profileId = randomUUID();
  const passwordHash = await hashPassword(account.password);
  await tx.insert(corporates).values({ id: corporateId, name: account.company, baseCurrency: 'INR', userCategory: account.category, createdAt: now });
  // A new company starts with the purposes and reasons every company had before they became masters.
  await insertCompanyStartingLists(tx, corporateId, now);
  const runsTheCompany = account.category === 'corporate';
  await tx.insert(profiles).values({
    id: profileId,
    corporateId,
    userId: account.email,
    email: account.email,
    passwordHash,
    role: runsTheCompany ? 'superadmin' : 'employee',
    userCategory: account.category,
    passportTitle: account.salutation,
    passportFirstName: account.firstName,
    passportLastName: account.lastName,
    firstName: account.firstName,
    mobile: account.mobile,
    mobileCountryCode: '91',
    gender: 'Male', // the spec's registration default; the profile confirmation dialog corrects it
    // Age '0' (spec default): no birth date is asked at sign-up, so "born today" until the profile says otherwise.
    birthDate: now.toISOString().slice(0, 10),
    serviceConfig: runsTheCompany ? { ...SELF_SIGNUP_SERVICES, showfinanceadmin: true } : SELF_SIGNUP_SERVICES,
    menuConfig: SELF_SIGNUP_MODULES,
    userVerified: false,
    reportsTo: null,
    createdAt: now,
    updatedAt: now,
  });
  return { profileId, corporateId };
}

/** A unique-index violation (SQLSTATE 23505), wherever the driver or Drizzle put the code. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export const emailTaken = () => new HttpError(409, EMAIL_TAKEN_MESSAGE);

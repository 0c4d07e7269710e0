import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MenuConfig, ServiceConfig } from '../../src/contract/login';
import type { Role, UserCategory } from '../../src/contract/roles';

/*
 * No bigint columns anywhere: `pg` returns int8 as a string where PGlite returns a number
 *, so ids are text and counters are int4. Every timestamp is written from the
 * app's clock, never the database's now(), so tests can move time.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const corporates = pgTable('corporates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  baseCurrency: text('base_currency').notNull(),
  userCategory: text('user_category').$type<UserCategory>().notNull(),
  logo: text('logo').notNull().default(''),
  policyLink: text('policy_link').notNull().default(''),
  createdAt: ts('created_at').notNull(),
});

/**
 * A company's grades ("E1", "M2", "Director"; docs/features/masters.md "Grades"). Kept here, beside
 * profiles, because a profile names its grade by a foreign key and table files never import in a
 * circle. Like departments, a grade is deactivated, never deleted, so the people who hold it keep it.
 */
export const grades = pgTable(
  'grades',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id').notNull().references(() => corporates.id),
    name: text('name').notNull(),
    /** Upper case, unique within the company. */
    code: text('code').notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
  },
  (t) => [index('grades_corporate_name_idx').on(t.corporateId, t.name), uniqueIndex('grades_corporate_code_idx').on(t.corporateId, t.code)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id').notNull().references(() => corporates.id),
    /** Login name, stored lower-case. */
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    role: text('corporate_role').$type<Role>().notNull(),
    userCategory: text('user_category').$type<UserCategory>().notNull(),
    userType: text('user_type').notNull().default('b2e'),
    isIdentity: boolean('is_identity').notNull().default(false),
    passportTitle: text('passport_title').notNull(),
    passportFirstName: text('passport_first_name').notNull(),
    passportLastName: text('passport_last_name').notNull(),
    firstName: text('first_name').notNull(),
    mobile: text('mobile').notNull(),
    mobileCountryCode: text('mobile_countrycode').notNull(),
    gender: text('gender').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    serviceConfig: jsonb('serviceconfig').$type<ServiceConfig>().notNull(),
    menuConfig: jsonb('menuconfig').$type<MenuConfig>().notNull(),
    defaultHome: text('defaulthome').notNull().default(''),
    passwordChange: boolean('passwordchange').notNull().default(false),
    userVerified: boolean('userverified').notNull().default(true),
    reportsTo: text('reports_to'),
    /** The employee's department (a departments row of the company); '' = none: their forms offer every active cost centre. */
    departmentId: text('department_id').notNull().default(''),
    /** The employee's grade (a grades row of the company); null = none. Travel policies may be assigned by grade. */
    gradeId: text('grade_id').references(() => grades.id),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('profiles_user_id_key').on(t.userId),
    index('profiles_corporate_idx').on(t.corporateId),
    // The people list's order (server/features/people/search.ts): a page is read off the index, not sorted.
    index('profiles_corporate_name_idx').on(t.corporateId, t.passportFirstName, t.passportLastName, t.email, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the bearer token: a leaked table does not yield usable tokens. */
    tokenHash: text('token_hash').primaryKey(),
    profileId: text('profile_id').notNull().references(() => profiles.id),
    corporateId: text('corporate_id').notNull().references(() => corporates.id),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** base64 AES-256 key when the login asked for encrypted responses. */
    encKey: text('enc_key'),
    passwordChange: boolean('passwordchange').notNull().default(false),
    pushToken: text('push_token').notNull().default(''),
  },
  (t) => [index('sessions_profile_idx').on(t.profileId)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    corporateId: text('corporate_id').notNull(),
    profileId: text('profile_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.profileId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

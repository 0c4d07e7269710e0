import * as v from 'valibot';
import { RoleSchema, UserCategorySchema } from './roles';
import { StatusSchema } from './envelope';

/** The `jsondata` form field of POST /api/dispatcher/login. `enc` opts the session into encrypted responses. */
export const LoginRequestSchema = v.object({
  userid: v.pipe(v.string('userid is required'), v.trim(), v.nonEmpty('userid is required'), v.maxLength(254, 'userid is too long')),
  password: v.pipe(v.string('password is required'), v.nonEmpty('password is required'), v.maxLength(256, 'password is too long')),
  enc: v.optional(v.boolean('enc must be true or false')),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/** docs/product.md#records profilemaster. Dates are YYYY-MM-DD. */
export const ProfileMasterSchema = v.object({
  profileid: v.string(),
  corporateid: v.string(),
  corporate_name: v.string(),
  corporate_role: RoleSchema,
  user_category: UserCategorySchema,
  base_currency: v.string(),
  isidentity: v.boolean(),
  userverified: v.boolean(),
  passport_title: v.string(),
  passport_first_name: v.string(),
  passport_last_name: v.string(),
  first_name: v.string(),
  email: v.string(),
  mobile: v.string(),
  mobile_countrycode: v.string(),
  gender: v.string(),
  birthdate: v.string(),
  age: v.number(),
  usertype: v.string(),
  tags: v.array(v.string()),
});
export type ProfileMaster = v.InferOutput<typeof ProfileMasterSchema>;

/** docs/product.md#records serviceconfig flags; pretripflowtype and hotelsearchlogic are names, the rest switches. */
export const SERVICE_FLAGS = [
  'flights', 'hotels', 'buses', 'trains', 'cabs', 'carrental', 'guesthouse', 'visa', 'expenses',
  'pretripflow', 'meetingplanner', 'trips', 'showadvanceoptions', 'showexpenseoptions',
  'showverifypopup', 'hotelbookingform', 'whychooseus', 'showtravelfortraveladmin',
  'showtravelfortravelcoordinator', 'showfinanceadmin', 'showdashboard', 'showreports',
  'lpomandatory_guest', 'nameseditable',
] as const;
export type ServiceFlag = (typeof SERVICE_FLAGS)[number];
export const ServiceConfigSchema = v.object({
  ...(Object.fromEntries(SERVICE_FLAGS.map((f) => [f, v.boolean()])) as Record<ServiceFlag, v.BooleanSchema<undefined>>),
  pretripflowtype: v.string(),
  hotelsearchlogic: v.string(),
});
export type ServiceConfig = v.InferOutput<typeof ServiceConfigSchema>;

/** The stored permission set the route guard reads (docs/product.md#roles "Module access"). */
export const MODULES = ['flights', 'hotels', 'cabs', 'carrental', 'visa', 'trains', 'buses', 'pretripflow', 'meetingplanner'] as const;
export type Module = (typeof MODULES)[number];
export const MenuConfigSchema = v.object(
  Object.fromEntries(MODULES.map((m) => [m, v.boolean()])) as Record<Module, v.BooleanSchema<undefined>>,
);
export type MenuConfig = v.InferOutput<typeof MenuConfigSchema>;

export const LoginOkSchema = v.object({
  wsstatus: v.object({ Status: v.literal('OK'), Message: v.string() }),
  defaulthome: v.string(),
  masterlogo: v.string(),
  masterlogowidth: v.number(),
  mastername: v.string(),
  companylogo: v.string(),
  passwordchange: v.boolean(),
  issso: v.boolean(),
  policylink: v.string(),
  menuconfig: MenuConfigSchema,
  serviceconfig: ServiceConfigSchema,
  userauth: v.object({ authtoken: v.string() }),
  profilemaster: ProfileMasterSchema,
  /** Present only when the login asked for `enc`: base64 raw AES-256-GCM key for this session's responses. */
  sessionkey: v.optional(v.string()),
  emulmaster: v.optional(v.unknown()),
  emulmode: v.optional(v.boolean()),
  /** Present when the user has a personal account to switch to (switch to personal v2). */
  personalprofileid: v.optional(v.string()),
  /**
   * The device token of a password login (also set as an HttpOnly cookie): app clients without
   * cookies send it back as the form field `devicetoken`, so failures from elsewhere cannot lock
   * this device out (docs/login-security.md).
   */
  devicetoken: v.optional(v.string()),
});
export type LoginOk = v.InferOutput<typeof LoginOkSchema>;

export const LoginNokSchema = v.object({ wsstatus: v.object({ Status: v.literal('NOK'), Message: v.string() }) });
export const LoginResponseSchema = v.union([LoginOkSchema, LoginNokSchema]);
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export const LogoutResponseSchema = v.object({ wsstatus: v.object({ Status: StatusSchema, Message: v.string() }) });

/** Same text for an unknown user and a wrong password: no account enumeration. */
export const LOGIN_FAILED_MESSAGE = 'Invalid userid or password';
export const LOGIN_THROTTLED_MESSAGE = 'Too many failed attempts. Please try again later.';

/**
 * Who started an emulation: enough to name them and switch back; never a password or token.
 * kind 'personal' when a user switched to their own personal account.
 */
export const EmulMasterSchema = v.object({
  profileid: v.string(),
  name: v.string(),
  kind: v.optional(v.picklist(['admin', 'personal']), 'admin'),
});
export type EmulMaster = v.InferOutput<typeof EmulMasterSchema>;

/** TG-EMULV2 and TG-EMULSWITCHBACKV2 answers: a full login (emulmaster null once switched back). */
export const EmulationLoginSchema = v.object({
  ...LoginOkSchema.entries,
  emulmaster: v.nullable(EmulMasterSchema),
  emulmode: v.boolean(),
});

/** POST /api/dispatcher/sso: a signed SSO or QR key exchanged for a session. */
export const SsoLoginRequestSchema = v.object({
  client: v.pipe(v.string('client is required'), v.regex(/^[a-z0-9-]{1,40}$/, 'client is invalid')),
  encryptedvalue: v.pipe(v.string('encryptedvalue is required'), v.nonEmpty('encryptedvalue is required'), v.maxLength(2048, 'encryptedvalue is too long')),
  enc: v.optional(v.boolean('enc must be true or false')),
  device: v.optional(v.pipe(v.string(), v.maxLength(100))),
  devicemodel: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export type SsoLoginRequest = v.InferOutput<typeof SsoLoginRequestSchema>;
/** On OK the login plus `url`, where the spec's SSO landing goes next. */
export const SsoLoginOkSchema = v.object({ ...LoginOkSchema.entries, url: v.string() });
export const SsoLoginResponseSchema = v.union([SsoLoginOkSchema, LoginNokSchema]);
export const SSO_FAILED_MESSAGE = "We can't log you in. An error occurred in SSO.";
export const SWITCH_BACK_FAILED_MESSAGE = 'Failed to switch back. Please try again.';
export const SSO_LOGIN_PATH = '/api/dispatcher/sso';
/** The SSO client name of Mobile Login QR keys; any other name is an SSO partner. */
export const QR_LOGIN_CLIENT = 'qr';

import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { passwordField } from './operations';
import { mobileField, nameField, titleField } from './person-fields';

/*
 * Traveller-mapping confirmation (docs/features/people.md "Invitations"): public calls, since the
 * invitee has no password yet. The mailed webtoken is the proof; the page reads the invitation,
 * then confirms it with names, title and a password, and the account becomes approved.
 */
export const PEOPLE_PATHS = {
  invitation: '/api/dispatcher/people/invitation',
  confirm: '/api/dispatcher/people/confirmregister',
} as const;

/** The page the mailed link opens; the token travels in its `webtoken` search parameter. */
export const CONFIRM_INVITE_PAGE = '/confirm-invite';

export const WEBTOKEN_INVALID_MESSAGE = 'This link is invalid or has expired. Please ask your travel administrator for a new one.';
export const CONFIRMED_MESSAGE = 'Your account is ready. Please log in with your email and new password.';

/** 32 random bytes in base64url, like every token we mail. */
const webtoken = () => v.pipe(v.string('webtoken is required'), v.regex(/^[A-Za-z0-9_-]{43}$/, `webtoken: ${WEBTOKEN_INVALID_MESSAGE}`));

export const InvitationRequestSchema = v.object({ webtoken: webtoken() });

export const InvitationSchema = v.object({
  ApiStatus: ApiStatusSchema,
  tcprofileid: v.string(),
  corporateid: v.string(),
  corporatename: v.string(),
  email: v.string(),
  title: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  mobilenumber: v.string(),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;

/**
 * The confirm register fields (docs/features/people.md). tcprofileid, corporateid, corporatename and email echo the
 * invitation; when sent they must match it (the token decides whose account this is).
 */
export const ConfirmRegisterSchema = v.object({
  webtoken: webtoken(),
  tcprofileid: v.optional(v.string('tcprofileid must be a string'), ''),
  status: v.optional(v.picklist(['approved'], 'status must be approved'), 'approved'),
  names: v.object({ first_name: nameField('names.first_name'), last_name: nameField('names.last_name') }, 'names is required'),
  title: titleField('title'),
  password: passwordField(),
  corporateid: v.optional(v.string('corporateid must be a string'), ''),
  corporatename: v.optional(v.string('corporatename must be a string'), ''),
  email: v.optional(v.string('email must be a string'), ''),
  mobilenumber: mobileField('mobilenumber'),
});

export const ConfirmRegisterAnswerSchema = v.object({ ApiStatus: ApiStatusSchema, profileid: v.string() });

import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RegisterRequestSchema, RegisterResponse } from '../../../src/contract/registration/operations';
import { registrationPayload } from '../../../src/domain/registration';
import type * as v from 'valibot';
import { HttpError } from '../../http/errors';
import type { Db } from '../../store/db';
import { profiles, registrations } from '../../store/schema';
import { createAccount, emailTaken, isUniqueViolation } from './account';

export const REGISTERED_MESSAGE = 'Registration successful. You can now log in with your work email.';

function hashOf(input: unknown): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

/**
 * Creates the account and records the spec's payload. With an Idempotency-Key, a retry of the
 * same sign-up (lost answer, double tap) gets the first answer again instead of "email taken";
 * the same key with another body is a 422, as on /api/service.
 */
export async function registerAccount(
  db: Db,
  input: v.InferOutput<typeof RegisterRequestSchema>,
  idempotencyKey: string | null,
  now: Date,
): Promise<RegisterResponse> {
  const payload = registrationPayload(input);
  const requestHash = hashOf({ ...input, contact_email: payload.contact_email });
  if (idempotencyKey) {
    const [earlier] = await db
      .select({ profileId: registrations.profileId, requestHash: registrations.requestHash })
      .from(registrations)
      .where(and(eq(registrations.email, payload.contact_email), eq(registrations.idempotencyKey, idempotencyKey)));
    if (earlier && earlier.requestHash !== requestHash) throw new HttpError(422, 'Idempotency-Key was used with another request');
    if (earlier) return { success: true, message: REGISTERED_MESSAGE, profileid: earlier.profileId };
  }
  const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, payload.userid));
  if (existing) throw emailTaken();
  try {
    const { profileId } = await db.transaction(async (tx) => {
      const account = await createAccount(
        tx,
        {
          email: payload.userid,
          password: input.password,
          salutation: payload.salutation,
          firstName: payload.first_name,
          lastName: payload.last_name,
          mobile: payload.mobile_number,
          company: payload.company,
          category: payload.user_category,
        },
        now,
      );
      await tx.insert(registrations).values({ profileId: account.profileId, email: payload.contact_email, payload, idempotencyKey, requestHash, createdAt: now });
      return account;
    });
    return { success: true, message: REGISTERED_MESSAGE, profileid: profileId };
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index lets one through.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

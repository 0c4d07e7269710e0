import { and, eq } from 'drizzle-orm';
import { confirmBasicProfile } from '../../../src/contract/profile/operations';
import { firstProfileError, stripDialPlus } from '../../../src/domain/profile-confirmation';
import { defineHandler } from '../../dispatch/types';
import { profiles } from '../../store/schema';
import { saveProfileAnswers } from './custom-answers';
import { profileRulesOf } from './rules';

export const profileConfirmHandlers = [
  /**
   * The dialog's rules run again here (same pure function, same order and texts), so a client that
   * skips them gets the message the dialog would have shown, as ApiStatus NOK.
   */
  defineHandler(confirmBasicProfile)(async (ctx, input) => {
    const { session, tx, now } = ctx;
    const details = {
      title: input.title,
      firstName: input.firstname.trim(),
      lastName: input.lastname.trim(),
      countryCode: stripDialPlus(input.mobile_countrycode),
      mobile: input.mobile.trim(),
      gender: input.gender,
      birthDate: input.birthdate,
    };
    const { idproofnames } = await profileRulesOf(tx, session.corporateid);
    const problem = firstProfileError(details, { idProofNames: idproofnames }, now);
    if (problem) return { ApiStatus: { Status: 'NOK', Message: problem } };
    // Same transaction as the details: a refused answer (400 naming the field) keeps neither.
    await saveProfileAnswers(ctx, input.customfields);

    await tx
      .update(profiles)
      .set({
        passportTitle: details.title,
        passportFirstName: details.firstName,
        passportLastName: details.lastName,
        mobileCountryCode: details.countryCode,
        mobile: details.mobile,
        gender: details.gender,
        birthDate: details.birthDate,
        ...(input.confirm ? { userVerified: true } : {}),
        updatedAt: now,
      })
      .where(and(eq(profiles.id, session.profileid), eq(profiles.corporateId, session.corporateid)));
    return {
      ApiStatus: { Status: 'OK', Message: input.confirm ? 'Your profile details are confirmed' : 'Your profile details are updated' },
    };
  }),
];

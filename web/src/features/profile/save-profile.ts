import { profileUpdateSchema, type ProfileUpdate, type UserResponse } from '@glyco/contracts';
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { submissionErrors } from '../../lib/submission-errors';
import { valuesToProfileInput, type ProfileFormValues } from './profile-form-values';

export const profileSaveFailed = 'Failed to save your profile. Please try again.';

/** Server field errors arrive as dotted paths ("emergencyContacts.0.email"); final-form reads them nested. */
function nested(errors: SubmissionErrors): SubmissionErrors {
  let result: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors ?? {})) result = path === FORM_ERROR ? { ...result, [FORM_ERROR]: message }  : (setIn(result, path, message) as Record<string, unknown>);
  return result;
}

export type SaveOutcome = { saved: UserResponse } | { errors: SubmissionErrors };

/** Sends the form's values through `update` (the profile write). */
export async function saveProfile(values: ProfileFormValues, update: (profile: ProfileUpdate) => Promise<UserResponse>): Promise<SaveOutcome> {
  try {
    return { saved: await update(profileUpdateSchema.parse(valuesToProfileInput(values, true))) };
  } catch (error) {
    // SPEC §8: profile save errors are logged; the fields the server names show their messages too.
    console.error('Saving the profile failed', error);
    return { errors: nested(submissionErrors(error, profileSaveFailed)) };
  }
}

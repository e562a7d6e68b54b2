import type { CreateSubmissionResult } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import type { SubmissionCallInput } from './create-submission';

/**
 * Changes the unpaid submission this browser stored (its id and draft token from
 * createSubmission) to the edited form, through the function; the server checks the token,
 * that it is still unpaid and pending, and the fields with the shared schema.
 */
export function updateSubmission(
  id: string,
  draftToken: string,
  submission: SubmissionCallInput,
): Promise<CreateSubmissionResult> {
  return callFunction(CALLABLES.updateSubmission, {
    id,
    draft_token: draftToken,
    submission,
  });
}

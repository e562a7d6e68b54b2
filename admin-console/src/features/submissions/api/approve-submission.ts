import {
  approveSubmissionRequestSchema,
  type ApproveSubmissionRequest,
  type ApproveSubmissionResult,
} from '@swagdrop/shared-ui/model';
import { CALLABLES, callFunction } from '@swagdrop/shared-ui/firebase';
import { useAsyncAction } from '../../../lib/use-async-action';

export { approveSubmissionRequestSchema };

/**
 * Publishes a pending submission as a listing. The server does it in one transaction, so a
 * double click or a second moderator gets 'already approved' instead of a second listing.
 */
export function approveSubmission(
  input: ApproveSubmissionRequest,
): Promise<ApproveSubmissionResult> {
  return callFunction(CALLABLES.approveSubmission, approveSubmissionRequestSchema.parse(input));
}

export function useApproveSubmission() {
  return useAsyncAction(approveSubmission);
}

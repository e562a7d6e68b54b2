import {
  rejectSubmissionRequestSchema,
  type RejectSubmissionRequest,
} from '@swagdrop/shared-ui/model';
import { CALLABLES, callFunction } from '@swagdrop/shared-ui/firebase';
import { useAsyncAction } from '../../../lib/use-async-action';

export { rejectSubmissionRequestSchema };

/** Rejects a pending submission (the server refuses anything that is not pending). */
export function rejectSubmission(input: RejectSubmissionRequest): Promise<{ status: 'rejected' }> {
  return callFunction(CALLABLES.rejectSubmission, rejectSubmissionRequestSchema.parse(input));
}

export function useRejectSubmission() {
  return useAsyncAction(rejectSubmission);
}

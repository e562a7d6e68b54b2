import { approveSubmissionRequestSchema, type ApproveSubmissionRequest } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { applySubmissionStatus } from './get-submissions';

/**
 * Publishes a pending submission as a listing. The server does it in one transaction, so a
 * double click or a second moderator gets 'already approved' instead of a second listing.
 */
export function useApproveSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveSubmissionRequest) =>
      callFunction(CALLABLES.approveSubmission, approveSubmissionRequestSchema.parse(input)),
    onSuccess: (_result, { submissionId }) =>
      applySubmissionStatus(client, submissionId, 'approved'),
    // Someone else may have acted on it meanwhile: show the queue as it is now.
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.submissions.all }),
  });
}

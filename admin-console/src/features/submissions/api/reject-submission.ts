import { rejectSubmissionRequestSchema, type RejectSubmissionRequest } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { applySubmissionStatus } from './get-submissions';

/** Rejects a pending submission (the server refuses anything that is not pending). */
export function useRejectSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RejectSubmissionRequest) =>
      callFunction(CALLABLES.rejectSubmission, rejectSubmissionRequestSchema.parse(input)),
    onSuccess: (_result, { submissionId }) =>
      applySubmissionStatus(client, submissionId, 'rejected'),
    // Someone else may have acted on it meanwhile: show the queue as it is now.
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.submissions.all }),
  });
}

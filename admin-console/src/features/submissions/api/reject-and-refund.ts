import { rejectAndRefundRequestSchema, type RejectSubmissionRequest } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { applySubmissionStatus } from './get-submissions';

/**
 * Rejects a paid pending submission and refunds its listing fee; the server refunds once
 * however often this is sent (a double click answers the same refund).
 */
export function useRejectAndRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RejectSubmissionRequest) =>
      callFunction(CALLABLES.rejectAndRefundSubmission, rejectAndRefundRequestSchema.parse(input)),
    onSuccess: (_result, { submissionId }) =>
      applySubmissionStatus(client, submissionId, 'rejected'),
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.submissions.all }),
  });
}

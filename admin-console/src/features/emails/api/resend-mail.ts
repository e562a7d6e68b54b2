import { resendMailRequestSchema, type ResendMailRequest } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markMailQueued } from './list-mail';

/** Puts a failed mail back in the queue; the server refuses any other status and audits it. */
export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ResendMailRequest) =>
      callFunction(CALLABLES.resendMail, resendMailRequestSchema.parse(input)),
    onSuccess: (_result, { key }) => markMailQueued(client, key),
  });
}

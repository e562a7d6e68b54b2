import {
  resendMailRequestSchema,
  type ResendMailRequest,
  type ResendMailResult,
} from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markMailQueued } from './list-mail';

/** Puts a failed mail back in the queue; the server refuses any other status and audits it. */
export function resendMail(input: ResendMailRequest): Promise<ResendMailResult> {
  return callFunction(CALLABLES.resendMail, resendMailRequestSchema.parse(input));
}

export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSuccess: (_result, { key }) => markMailQueued(client, key),
  });
}

import {
  resendMailRequestSchema,
  type ResendMailRequest,
  type ResendMailResult,
} from '@swagdrop/shared-ui/model';
import { CALLABLES, callFunction } from '@swagdrop/shared-ui/firebase';
import { useAsyncAction } from '../../../lib/use-async-action';

/** Puts a failed mail back in the queue; the server refuses any other status and audits it. */
export function resendMail(input: ResendMailRequest): Promise<ResendMailResult> {
  return callFunction(CALLABLES.resendMail, resendMailRequestSchema.parse(input));
}

export function useResendMail() {
  return useAsyncAction(resendMail);
}

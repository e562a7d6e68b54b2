import {
  setReportStatusRequestSchema,
  type ReportStatus,
  type SetReportStatusRequest,
} from '@swagdrop/shared-ui/model';
import { CALLABLES, callFunction } from '@swagdrop/shared-ui/firebase';
import { useAsyncAction } from '../../../lib/use-async-action';

export { setReportStatusRequestSchema };

/** Moves a report along REPORT_TRANSITIONS; the server re-checks the transition. */
export function setReportStatus(input: SetReportStatusRequest): Promise<{ status: ReportStatus }> {
  return callFunction(CALLABLES.setReportStatus, setReportStatusRequestSchema.parse(input));
}

export function useSetReportStatus() {
  return useAsyncAction(setReportStatus);
}

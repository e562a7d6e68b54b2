import {
  setReportStatusRequestSchema,
  type ReportStatus,
  type SetReportStatusRequest,
} from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { applyReportStatus } from './get-reports';

export { setReportStatusRequestSchema };

/** Moves a report along REPORT_TRANSITIONS; the server re-checks the transition. */
export function setReportStatus(input: SetReportStatusRequest): Promise<{ status: ReportStatus }> {
  return callFunction(CALLABLES.setReportStatus, setReportStatusRequestSchema.parse(input));
}

export function useSetReportStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setReportStatus,
    onSuccess: (_result, { reportId, status }) => applyReportStatus(client, reportId, status),
    // Another moderator may have moved it meanwhile: show the reports as they are now.
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });
}

import { setReportStatusRequestSchema, type SetReportStatusRequest } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { applyReportStatus } from './get-reports';

/** Moves a report along REPORT_TRANSITIONS; the server re-checks the transition. */
export function useSetReportStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SetReportStatusRequest) =>
      callFunction(CALLABLES.setReportStatus, setReportStatusRequestSchema.parse(input)),
    onSuccess: (_result, { reportId, status }) => applyReportStatus(client, reportId, status),
    // Another moderator may have moved it meanwhile: show the reports as they are now.
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });
}

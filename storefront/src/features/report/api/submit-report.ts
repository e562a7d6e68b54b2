import { useCallback, useState } from 'react';
import type { z } from 'zod';
import {
  reportInputSchema,
  requireReporterEmail,
  type ReportInput,
  type SubmitReportResult,
} from '@swagdrop/shared-ui/model';
import { callFunction } from '@swagdrop/shared-ui/firebase';

const reportFields = reportInputSchema.omit({ listing_id: true });

/**
 * The report form's fields; the email is required only for anonymous visitors
 * (docs/product-rules.md#reports).
 */
export function reportFormSchema(signedIn: boolean) {
  return signedIn ? reportFields : reportFields.superRefine(requireReporterEmail);
}
export type ReportFormInput = z.input<typeof reportFields>;
export type ReportFormValues = z.output<typeof reportFields>;

/** Stores the report on the server, which attaches the signed-in user's id itself. */
export function submitReport(input: ReportInput): Promise<SubmitReportResult> {
  return callFunction<ReportInput, SubmitReportResult>('submitReport', input);
}

export function useSubmitReport() {
  const [pending, setPending] = useState(false);
  const mutate = useCallback(async (input: ReportInput) => {
    setPending(true);
    try {
      return await submitReport(input);
    } finally {
      setPending(false);
    }
  }, []);
  return { mutate, pending };
}

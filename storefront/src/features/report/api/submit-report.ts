import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  reportInputSchema,
  requireReporterEmail,
  type ReportInput,
  type SubmitReportResult,
} from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';

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
  return callFunction(CALLABLES.submitReport, input);
}

export function useSubmitReport() {
  return useMutation({ mutationFn: submitReport });
}

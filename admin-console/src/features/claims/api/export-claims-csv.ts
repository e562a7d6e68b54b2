import {
  CLAIM_CSV_HEADER,
  CLAIMS_COUNT_HEADER,
  claimsCsvFileName,
  exportClaimsRequestSchema,
  type ExportClaimsRequest,
} from '@swagdrop/model';
import { getAuthClient, appCheckHeaders } from '@swagdrop/firebase-web';
import { getRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';
import { useMutation } from '@tanstack/react-query';
import { inspectCsv } from '../lib/inspect-csv';

export { exportClaimsRequestSchema };

/** The download was cut or malformed: nothing is saved (a partial file must not look whole). */
export class IncompleteExportError extends Error {}

function fileNameFrom(disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? claimsCsvFileName(new Date());
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Claims CSV for the current search (docs/product-rules.md#csv-export), built and streamed by the
 * `exportClaimsCsv` function with the admin's ID token. Before saving, the browser checks the
 * file is whole: the header, six fields on every row and exactly the row count the server
 * announced in X-Claims-Count. A cut stream makes blob() reject, which also saves nothing.
 */
export async function exportClaimsCsv(input: ExportClaimsRequest): Promise<{ rows: number }> {
  const body = exportClaimsRequestSchema.parse(input);
  const user = (await getAuthClient()).currentUser;
  if (!user) throw new Error('Not signed in');
  const response = await fetch(`${getRuntimeConfig().functionsBaseUrl}/exportClaimsCsv`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await user.getIdToken()}`,
      'Content-Type': 'application/json',
      ...(await appCheckHeaders()),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`exportClaimsCsv: HTTP ${response.status}`);

  const expected = Number(response.headers.get(CLAIMS_COUNT_HEADER));
  const blob = await response.blob();
  const shape = inspectCsv(await blob.text());
  const whole =
    Number.isInteger(expected) &&
    shape.header.join(',') === CLAIM_CSV_HEADER.join(',') &&
    shape.uniform &&
    !shape.truncated &&
    shape.dataRows === expected;
  if (!whole) {
    throw new IncompleteExportError(
      `export incomplete: ${shape.dataRows} rows of ${expected}, uniform=${shape.uniform}`,
    );
  }
  saveBlob(blob, fileNameFrom(response.headers.get('Content-Disposition')));
  return { rows: shape.dataRows };
}

export function useExportClaimsCsv() {
  return useMutation({ mutationFn: exportClaimsCsv });
}

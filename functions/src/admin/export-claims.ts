import { once } from 'node:events';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import {
  CLAIM_CSV_HEADER,
  CLAIMS_COUNT_HEADER,
  CLAIMS_EXPORT_FAILED_MARKER,
  CLAIMS_EXPORT_CHUNK_ROWS,
  claimSearchTerm,
  claimsCsvFileName,
  csvRow,
  exportClaimsRequestSchema,
} from '@swagdrop/model';
import { config } from '../config';
import { hasValidAppCheck } from '../lib/app-check';
import { appendAudit } from './audit';
import {
  claimCsvLine,
  exportClaimsQuery,
  loadListingNames,
  streamExportedClaims,
  type ListingNames,
} from './claims-csv';
import { verifyAdminBearer } from './export-claims-auth';
import { logClaimsExportBrokeOff, logClaimsExportNotStarted } from './log';

/** Excel reads a CSV as UTF-8 only with a byte-order mark (names with accents). */
const BOM = '\uFEFF';

/** Writes with backpressure; a browser that goes away stops the export instead of hanging it. */
async function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return;
  const abort = new AbortController();
  try {
    const event = await Promise.race([
      once(res, 'drain', { signal: abort.signal }).then(() => 'drain'),
      once(res, 'close', { signal: abort.signal }).then(() => 'close'),
    ]);
    if (event === 'close') throw new Error('client closed the connection');
  } finally {
    abort.abort();
  }
}

/**
 * Claims CSV export (docs/product-rules.md#csv-export), admin only. POST {search} with the admin's
 * ID token. Streams one query into the response, CLAIMS_EXPORT_CHUNK_ROWS rows per write, so
 * 100,000 claims export in flat memory. The expected data-row count is sent up front in
 * X-Claims-Count; if the export fails mid-way the body ends with a marker line and the
 * connection is cut, so it never looks complete.
 */
export const exportClaimsCsv = onRequest(
  { cors: [config.adminUrl].filter(Boolean), memory: '512MiB', timeoutSeconds: 540 },
  async (req, res) => {
    // The emulator answers CORS for every origin, and a browser sends a preflight anyway; a
    // page on another origin is refused outright rather than relying on CORS alone.
    const origin = req.get('origin');
    if (origin && origin !== config.adminUrl) {
      res.status(403).json({ error: 'Origin not allowed' });
      return;
    }
    if (req.method !== 'POST') {
      res.status(405).set('Allow', 'POST').json({ error: 'Method not allowed' });
      return;
    }
    if (!(await hasValidAppCheck(req))) {
      res.status(401).json({ error: 'App verification failed' });
      return;
    }
    const auth = await verifyAdminBearer(req);
    if (!auth.ok) {
      res.status(auth.status).json({ error: auth.message });
      return;
    }
    const parsed = exportClaimsRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ error: parsed.error.issues[0]?.message ?? 'Invalid request' });
      return;
    }
    const term = claimSearchTerm(parsed.data.search);
    const query = exportClaimsQuery(term, Timestamp.now());
    let expected: number;
    try {
      expected = (await query.count().get()).data().count;
      // Recorded before any data leaves: every export of personal data is in the log.
      await appendAudit({
        actor: auth.actor,
        action: 'claims.export',
        target: 'claims',
        after: { search: term, rows: expected },
      });
    } catch (error) {
      logClaimsExportNotStarted(error);
      res.status(500).json({ error: 'Failed to export claims' });
      return;
    }

    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${claimsCsvFileName(new Date())}"`,
      [CLAIMS_COUNT_HEADER]: String(expected),
      'Access-Control-Expose-Headers': `${CLAIMS_COUNT_HEADER}, Content-Disposition`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });

    let written = 0;
    try {
      await write(res, BOM + csvRow(CLAIM_CSV_HEADER));
      const listings = new Map<string, ListingNames | null>();
      let batch: QueryDocumentSnapshot[] = [];
      const flush = async () => {
        await loadListingNames(batch, listings);
        await write(
          res,
          batch
            .map((doc) => claimCsvLine(doc, listings.get(String(doc.get('listing_id')))))
            .join(''),
        );
        written += batch.length;
        batch = [];
      };
      for await (const doc of streamExportedClaims(query)) {
        batch.push(doc);
        if (batch.length >= CLAIMS_EXPORT_CHUNK_ROWS) await flush();
      }
      if (batch.length > 0) await flush();
      res.end();
    } catch (error) {
      logClaimsExportBrokeOff(written, expected, error);
      await Promise.resolve(
        appendAudit({
          actor: auth.actor,
          action: 'claims.export',
          target: 'claims',
          after: { search: term, rows: written, expected, failed: true },
        }),
      ).catch(() => undefined);
      // The marker makes the body fail the browser's check (and is visible in any saved file).
      // In production the connection is then cut, so the chunked body never ends cleanly and
      // plain HTTP clients report an incomplete transfer too. The emulator's proxy does not
      // pass a cut on (the browser would wait forever), so there the body ends after the marker.
      const marker = `\r\n${CLAIMS_EXPORT_FAILED_MARKER}\r\n`;
      if (config.isEmulator) res.end(marker);
      else res.write(marker, () => res.destroy());
    }
  },
);

/**
 * Fault-prone size: the claims CSV export of a very large result set. The export has no row
 * cap; it streams one query into the response (CLAIMS_EXPORT_CHUNK_ROWS rows per write) and
 * announces the row count up front. This proves 20,000+ claims come out complete: parsed back,
 * exactly the seeded rows, in order, none missing or doubled across the chunk boundaries.
 * (The failure path — a marker line and never a complete-looking file — is in
 * admin-queues/export-claims.)
 */
import { describe, expect, it } from 'vitest';
import { CLAIM_CSV_HEADER, CLAIMS_EXPORT_CHUNK_ROWS } from '@swagdrop/model';
import { parseCsv } from '../admin-queues/csv-parser';
import { deleteDocs, newAdmin, requestExport, seedClaims, uniqueTag } from '../admin-queues/seed';

const SEEDED = 20 * CLAIMS_EXPORT_CHUNK_ROWS + 137;

describe('exportClaimsCsv — a very large result set', () => {
  it(`exports all ${SEEDED} claims, every row once, matching the announced count`, async () => {
    const token = await (await newAdmin()).token();
    const tag = uniqueTag();
    // Unsearched export (every claim): the emulator scans keyword arrays without an index.
    // Dated 1995, one second apart, so they form one contiguous block in the newest-first order.
    const refs = await seedClaims(
      SEEDED,
      (i) => ({ first_name: `${tag}-${i}`, brand_name: `Bulk, "quoted" ${tag}` }),
      new Date('1995-03-01T00:00:00Z'),
      { keywords: false },
    );
    try {
      const res = await requestExport('', { token });
      expect(res.status).toBe(200);
      const announced = Number(res.headers.get('x-claims-count'));
      expect(announced).toBeGreaterThanOrEqual(SEEDED);

      const [header, ...rows] = parseCsv(await res.text());
      expect(header).toEqual([...CLAIM_CSV_HEADER]);
      expect(rows).toHaveLength(announced);
      expect(rows.every((r) => r.length === CLAIM_CSV_HEADER.length)).toBe(true);

      const mine = rows.filter((r) => (r[0] ?? '').startsWith(`${tag}-`));
      expect(mine).toHaveLength(SEEDED);
      expect(new Set(mine.map((r) => r[0])).size).toBe(SEEDED);
      expect(mine.map((r) => r[0])).toEqual(
        Array.from({ length: SEEDED }, (_, i) => `${tag}-${i}`),
      );
      expect(mine.every((r) => r[4] === `Bulk, "quoted" ${tag}`)).toBe(true);
    } finally {
      await deleteDocs(refs);
    }
  }, 600_000);
});

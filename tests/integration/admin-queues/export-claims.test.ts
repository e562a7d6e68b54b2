import { describe, expect, it } from 'vitest';
import {
  CLAIM_CSV_HEADER,
  CLAIMS_EXPORT_FAILED_MARKER,
  CLAIMS_EXPORT_CHUNK_ROWS,
} from '@swagdrop/model';
import { URLS } from '../../support/emulator';
import { parseCsv } from './csv-parser';
import { auditEntries, deleteDocs, newAdmin, requestExport, seedClaims, uniqueTag } from './seed';

/** Reads the body; a connection cut mid-stream rejects instead of resolving. */
async function readBody(res: Response): Promise<{ text: string } | { cut: true }> {
  try {
    return { text: await res.text() };
  } catch {
    return { cut: true };
  }
}

async function exportAudit(search: string) {
  return (await auditEntries('claims')).filter(
    (e) => e.action === 'claims.export' && e.after?.search === search,
  );
}

describe('exportClaimsCsv', () => {
  it('round-trips hostile values through RFC 4180 and neutralises formulas', async () => {
    const admin = await newAdmin();
    const tag = uniqueTag();
    const names = [
      '=HYPERLINK("http://evil.example","x")',
      '+1',
      '-2',
      '@SUM(A1)',
      '\tTabbed',
      'Comma, Jr.',
      'Say "hi"',
      'Two\r\nLines',
      'Line\nFeed',
      '  padded  ',
      'Zoë Ünïcode',
      'Plain',
      'Ann;=cmd|calc',
    ];
    const refs = await seedClaims(names.length, (i) => ({
      first_name: names[i],
      email: `claimer${i}-${tag}@example.com`,
      listing_id: `listing-${tag}`,
      listing_title: i === 0 ? null : `Tee, "${tag}"`,
      brand_name: i === 1 ? '=cmd|calc' : `Brand ${tag}`,
    }));

    const res = await requestExport(tag, { token: await admin.token() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="claims-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('x-claims-count')).toBe(String(names.length));
    const text = await res.text();
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...CLAIM_CSV_HEADER]);
    expect(rows).toHaveLength(names.length);

    const formula = /^[=+\-@\t\r]/;
    // A formula after `;` inside a cell is neutralised too (a `;`-separated import splits there).
    const expected = names.map((n) => (formula.test(n) ? `'${n}` : n.replace(';=', ";'=")));
    expect(text).toContain(`"Ann;'=cmd|calc"`);
    // Every cell quoted, the header too.
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      CLAIM_CSV_HEADER.map((h) => `"${h}"`).join(','),
    );
    expect(rows.map((r) => r[0])).toEqual(expected); // newest first = seeding order
    for (const [i, row] of rows.entries()) {
      expect(row).toHaveLength(6);
      expect(row[1]).toBe(`claimer${i}-${tag}@example.com`);
      expect(row[2]).toBe(`listing-${tag}`);
      expect(row[3]).toBe(i === 0 ? '' : `Tee, "${tag}"`);
      expect(row[4]).toBe(i === 1 ? "'=cmd|calc" : `Brand ${tag}`);
      expect(row[5]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      for (const cell of row) expect(formula.test(cell)).toBe(false);
    }

    const audit = await exportAudit(tag);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_uid: admin.uid, after: { search: tag, rows: 13 } });
    await deleteDocs(refs);
  });

  it('exports only the claims matching the search term', async () => {
    const token = await (await newAdmin()).token();
    const tag = uniqueTag();
    const refs = await seedClaims(6, (i) => ({
      first_name: i % 2 === 0 ? `Match${tag}` : `Other${i}`,
      brand_name: 'Anything',
    }));
    const res = await requestExport(`  MATCH${tag.toUpperCase()} `, { token });
    const [, ...rows] = parseCsv(await res.text());
    expect(res.headers.get('x-claims-count')).toBe('3');
    expect(rows.map((r) => r[0])).toEqual([`Match${tag}`, `Match${tag}`, `Match${tag}`]);
    await deleteDocs(refs);
  });

  it('streams a large export completely with the announced row count', async () => {
    const token = await (await newAdmin()).token();
    const tag = uniqueTag();
    const total = 5000;
    // Unsearched (every claim): the emulator is slow on array-contains over thousands of
    // keyword arrays; production uses the index. Dated 2002 so they form one block.
    const refs = await seedClaims(
      total,
      (i) => ({ brand_name: `Bulk ${tag}`, first_name: `${tag}-${i}` }),
      new Date('2002-06-01T00:00:00Z'),
      { keywords: false },
    );
    try {
      const started = Date.now();
      const res = await requestExport('', { token });
      expect(res.status).toBe(200);
      // Chunked: the function writes as it reads instead of buffering one sized body.
      expect(res.headers.get('content-length')).toBeNull();
      const announced = Number(res.headers.get('x-claims-count'));
      expect(announced).toBeGreaterThanOrEqual(total);
      const [header, ...rows] = parseCsv(await res.text());
      console.info(`export of ${rows.length} claims took ${Date.now() - started} ms`);
      expect(header).toEqual([...CLAIM_CSV_HEADER]);
      expect(rows).toHaveLength(announced);
      // Newest first, no duplicates or gaps across the 1,000-row chunks.
      const mine = rows.map((r) => r[0] ?? '').filter((name) => name.startsWith(`${tag}-`));
      expect(mine).toEqual(Array.from({ length: total }, (_, i) => `${tag}-${i}`));
    } finally {
      await deleteDocs(refs);
    }
  }, 180_000);

  it('a failure mid-way never yields a complete-looking file', async () => {
    const admin = await newAdmin();
    const tag = uniqueTag();
    const seeded = CLAIMS_EXPORT_CHUNK_ROWS + 200;
    // The oldest claims of all (1990), with the broken one last: it is read after the first
    // chunk of rows has already been sent.
    const refs = await seedClaims(
      seeded,
      (i) => ({
        first_name: `${tag}-${i}`,
        // A document the row builder cannot turn into a row (a map where text belongs).
        ...(i === seeded - 1 ? { email: { not: 'text' } } : {}),
      }),
      new Date('1990-01-01T00:00:00Z'),
      { keywords: false },
    );
    try {
      const res = await requestExport('', { token: await admin.token() });
      expect(res.status).toBe(200);
      const announced = Number(res.headers.get('x-claims-count'));
      expect(announced).toBeGreaterThanOrEqual(seeded);
      const body = await readBody(res);
      if ('text' in body) {
        // The bytes arrived before the connection was cut: the marker must end them, and the
        // text must not parse as the announced number of six-field rows.
        expect(body.text.trimEnd().endsWith(CLAIMS_EXPORT_FAILED_MARKER)).toBe(true);
        expect(() => {
          const records = parseCsv(body.text);
          if (records.length - 1 !== announced || records.some((r) => r.length !== 6)) {
            throw new Error('incomplete');
          }
        }).toThrow();
      }
      const audit = await exportAudit('');
      expect(
        audit.some(
          (e) => e.actor_uid === admin.uid && e.after?.failed === true && e.after?.rows < announced,
        ),
      ).toBe(true);
    } finally {
      await deleteDocs(refs);
    }
  }, 120_000);

  it('answers CORS only for the admin origin and only POST', async () => {
    const token = await (await newAdmin()).token();
    const preflight = await fetch(`${URLS.functions}/exportClaimsCsv`, {
      method: 'OPTIONS',
      headers: {
        origin: URLS.admin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(URLS.admin);
    const foreign = await requestExport(uniqueTag(), { token, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).not.toMatch(/Name,Email/);

    const get = await requestExport('', { token, method: 'GET' });
    expect(get.status).toBe(405);
    const bad = await fetch(`${URLS.functions}/exportClaimsCsv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: 'x'.repeat(201) }),
    });
    expect(bad.status).toBe(400);
  });
});

import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { DEMAND_TOP, demandDay, demandWindowStart, type SearchDemandRow } from '@swagdrop/model';
import { DEMAND_COLLECTIONS, DEMAND_CONFIG } from './demand-config';
import { writeDemandSummaries } from './writes';

/**
 * Why a roll-up and not an aggregation on read: the counts are sharded per search, place and
 * day, so a top list needs every count document of 7 days, up to DEMAND_CONFIG.rollupMaxDocs
 * reads. Paid once per schedule run, the admin card then costs one document read and a brand's
 * card one per place, however many people look at them.
 */

/** Most searched first; ties by words, then place, so the lists are stable between runs. */
export function byCount(a: SearchDemandRow, b: SearchDemandRow): number {
  return (
    b.count - a.count ||
    a.words.localeCompare(b.words) ||
    (a.place ?? '').localeCompare(b.place ?? '')
  );
}

export function topRows(rows: Iterable<SearchDemandRow>, limit = DEMAND_TOP): SearchDemandRow[] {
  return [...rows].sort(byCount).slice(0, limit);
}

/** Sums the shards of each (words, place) over the window's days. */
export function sumCounts(
  docs: readonly QueryDocumentSnapshot[],
  into: Map<string, SearchDemandRow>,
) {
  for (const doc of docs) {
    const words = doc.get('words') as unknown;
    const place = doc.get('place') as unknown;
    const count = Number(doc.get('count') ?? 0);
    if (typeof words !== 'string' || (place !== null && typeof place !== 'string')) continue;
    if (!Number.isFinite(count) || count <= 0) continue;
    const key = `${words}|${place ?? ''}`;
    const row = into.get(key);
    if (row) row.count += count;
    else into.set(key, { words, place, count });
  }
}

export interface RollupOutcome {
  docs: number;
  searches: number;
  places: number;
  truncated: boolean;
}

/**
 * Rolls the counts of the last DEMAND_WINDOW_DAYS days (today included) into
 * search_demand_summary/top (top 20 overall) and one top list per place under it. Reads newest
 * days first, in pages, and stops at the read bound.
 */
export async function rollUpDemandCounts(db: Firestore, now: Date): Promise<RollupOutcome> {
  const untilDay = demandDay(now);
  const sinceDay = demandWindowStart(untilDay);
  const totals = new Map<string, SearchDemandRow>();
  let docs = 0;
  let truncated = false;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db
      .collection(DEMAND_COLLECTIONS.counts)
      .where('day', '>=', sinceDay)
      .orderBy('day', 'desc')
      .select('words', 'place', 'count')
      .limit(DEMAND_CONFIG.rollupPageSize);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    sumCounts(page.docs, totals);
    docs += page.size;
    last = page.docs.at(-1);
    if (page.size < DEMAND_CONFIG.rollupPageSize) break;
    if (docs >= DEMAND_CONFIG.rollupMaxDocs) {
      truncated = true;
      break;
    }
  }

  const perPlace = new Map<string, SearchDemandRow[]>();
  for (const row of totals.values()) {
    if (row.place === null) continue;
    const list = perPlace.get(row.place) ?? [];
    list.push(row);
    perPlace.set(row.place, list);
  }
  const byPlace = new Map([...perPlace].map(([place, rows]) => [place, topRows(rows)]));
  await writeDemandSummaries(
    db,
    { since_day: sinceDay, until_day: untilDay, rows: topRows(totals.values()), truncated },
    byPlace,
    now,
  );
  return { docs, searches: totals.size, places: byPlace.size, truncated };
}

import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { shardLeft, shardRef, shardsOf } from './stock-store';

/** The shard a claim takes its unit from, as read in the claim's transaction. */
export interface PickedShard {
  ref: DocumentReference;
  index: number;
  /** What the shard held when the transaction read it (> 0). */
  left: number;
}

/**
 * The order in which to try the shards that still had some: those after the empty start shard
 * first, wrapping round. Starts are random, so claims that fall back spread over the open
 * shards instead of all queueing on the lowest-numbered one.
 */
export function fallbackOrder(open: readonly number[], start: number): number[] {
  const sorted = [...new Set(open)].filter((i) => i !== start).sort((a, b) => a - b);
  const after = sorted.filter((i) => i > start);
  return [...after, ...sorted.filter((i) => i < start)];
}

/**
 * Chooses the shard a claim takes its unit from, reading as few shards as possible inside the
 * transaction (each read shard is a document the transaction then depends on): a random one
 * first — with the stock spread evenly this nearly always has some. Only when it is empty, a
 * plain query (outside the transaction, so it locks nothing) lists the shards that still have
 * some, and those are read in the transaction one by one until one has a unit. Units only ever
 * go down between stock changes, so a shard the query saw empty cannot have gained one: when
 * every listed shard turns out empty, nothing is left. null = claimed out.
 */
export async function pickShard(
  tx: Transaction,
  listingId: string,
  shardCount: number,
  random: () => number = Math.random,
): Promise<PickedShard | null> {
  const start = Math.min(shardCount - 1, Math.floor(random() * shardCount));
  const first = await tx.get(shardRef(listingId, start));
  const firstLeft = shardLeft(first.data());
  if (firstLeft > 0) return { ref: first.ref, index: start, left: firstLeft };

  const open = await shardsOf(listingId).where('left', '>', 0).select().get();
  const indexes = open.docs.map((doc) => Number(doc.id)).filter((i) => i < shardCount);
  for (const index of fallbackOrder(indexes, start)) {
    const snap = await tx.get(shardRef(listingId, index));
    const left = shardLeft(snap.data());
    if (left > 0) return { ref: snap.ref, index, left };
  }
  return null;
}

import type { RuntimeConfig } from '@swagdrop/firebase-web/runtime-config';

/**
 * firebase.json declares the rules of the two Storage buckets by target: `images` (the default
 * bucket: published images, where the image pipeline listens; storage.rules) and
 * `pending-uploads` (the only bucket browsers write to; storage-pending.rules). Local runs map
 * the targets in .firebaserc (scripts/lib/stage.ts); a deploy writes the buckets its runtime
 * config names instead (`firebase deploy` takes `{ bucket, rules }`), so the apps, the rules and
 * the functions can never disagree on them.
 */
export const STORAGE_TARGETS = {
  images: { field: 'storageBucket', rules: 'storage.rules' },
  'pending-uploads': { field: 'pendingUploadsBucket', rules: 'storage-pending.rules' },
} as const;

export interface StorageRulesEntry {
  target?: string;
  bucket?: string;
  rules: string;
}

type Target = keyof typeof STORAGE_TARGETS;
const isTarget = (name: string | undefined): name is Target =>
  name !== undefined && Object.hasOwn(STORAGE_TARGETS, name);

/** firebase.json with each storage target replaced by the bucket `config` names for it. */
export function withStorageBuckets<T extends { storage?: StorageRulesEntry[] }>(
  firebaseJson: T,
  config: RuntimeConfig | undefined,
): T {
  if (!config || !Array.isArray(firebaseJson.storage)) return firebaseJson;
  firebaseJson.storage = firebaseJson.storage.map((entry) => {
    if (!isTarget(entry.target)) return entry;
    const bucket = config.firebase?.[STORAGE_TARGETS[entry.target].field];
    return bucket ? { bucket, rules: entry.rules } : entry;
  });
  return firebaseJson;
}

/**
 * The deploy must give each of the runtime config's two buckets its own rules file, and the
 * functions must move uploads out of the same pending bucket the apps upload into.
 */
export function storageProblems(
  storage: StorageRulesEntry[] | undefined,
  config: RuntimeConfig | undefined,
  functionsPendingBucket: string | undefined,
): string[] {
  // No readable runtime config: already reported on its own line.
  if (!config) return [];
  const images = config.firebase?.storageBucket;
  const pending = config.firebase?.pendingUploadsBucket;
  if (!pending) {
    return [
      'runtime config: firebase.pendingUploadsBucket is not set (the pending uploads bucket)',
    ];
  }
  if (pending === images) {
    return [
      'runtime config: firebase.pendingUploadsBucket is the default bucket; every upload would start the image pipeline',
    ];
  }
  const problems: string[] = [];
  if (functionsPendingBucket && functionsPendingBucket !== pending) {
    problems.push(
      `functions: PENDING_UPLOADS_BUCKET is ${functionsPendingBucket}, not the apps' ${pending}`,
    );
  }
  for (const [bucket, rules] of [
    [images, STORAGE_TARGETS.images.rules],
    [pending, STORAGE_TARGETS['pending-uploads'].rules],
  ] as const) {
    const declared = (Array.isArray(storage) ? storage : []).find((e) => e.bucket === bucket);
    if (!declared) problems.push(`firebase.json storage: no rules for the bucket ${bucket}`);
    else if (declared.rules !== rules) {
      problems.push(`firebase.json storage: ${bucket} must use ${rules}, not ${declared.rules}`);
    }
  }
  return problems;
}

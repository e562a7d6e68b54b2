/**
 * Converts stored free-text targets to places (docs/product-rules.md#places): every local
 * listing and submission whose target_location names a place gets 'City, ST' and the place,
 * looked up by the same function the server uses (functions/src/places/target-place.ts).
 * Prints each change and what it could not match (those keep their text and are matched by
 * containment). Running it again changes nothing.
 *
 *   npm run places:migrate                          # local emulators (default)
 *   npm run places:migrate -- --dry-run             # print what would change, write nothing
 *   npm run places:migrate -- --project <id>        # a real project (application default creds)
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run places:migrate
 */
import { pathToFileURL } from 'node:url';
import { parseArgs as parseNodeArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { EMULATOR_ENV, PROJECT_ID } from '../lib/local-env';
import { writePlaceChanges } from './migrate-writes';
import { planMigration, type MigrationReport } from './migrate-plan';

export type { MigrationReport } from './migrate-plan';

const USAGE = 'Usage: npm run places:migrate -- [--dry-run] [--project <projectId>]';

/** The command's arguments, through Node's own parser (strict: an unknown one is refused). */
export function parseArgs(argv: string[]): { project: string | null; dryRun: boolean } {
  let values: { project?: string; 'dry-run'?: boolean };
  try {
    ({ values } = parseNodeArgs({
      args: argv,
      options: { project: { type: 'string' }, 'dry-run': { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch {
    throw new Error(USAGE);
  }
  const project = values.project ?? null;
  if (project !== null && (project === '' || project.startsWith('-'))) {
    throw new Error(`--project needs a project id.\n${USAGE}`);
  }
  return { project, dryRun: values['dry-run'] === true };
}

/** Plans, prints and (unless a dry run) writes the migration of one project's documents. */
export async function migratePlaces(
  db: Firestore,
  log: (line: string) => void = console.log,
  options: { dryRun?: boolean } = {},
): Promise<MigrationReport> {
  const report = await planMigration(db);
  for (const change of report.changes) log(change.line);
  if (report.unmatched.length > 0) {
    log(`Could not match ${report.unmatched.length} (they keep their text):`);
    for (const { collection, id, text } of report.unmatched) {
      log(`  ${collection}/${id}: ${JSON.stringify(text)}`);
    }
  }
  if (report.changes.length === 0) {
    log(`No changes: ${report.checked} local listings and submissions checked.`);
    return report;
  }
  if (options.dryRun) {
    log(`Dry run: ${report.changes.length} of ${report.checked} would change; nothing written.`);
    return report;
  }
  await writePlaceChanges(db, report.changes);
  log(`Changed ${report.changes.length} of ${report.checked} local listings and submissions.`);
  return report;
}

/**
 * Emulator unless a real project was asked for (credentials file or --project). Emulator
 * variables already in the environment win either way: the Admin SDK follows them.
 */
function target(project: string | null): { projectId: string | undefined; label: string } {
  const real = Boolean(project || process.env.GOOGLE_APPLICATION_CREDENTIALS);
  if (!real) {
    for (const [key, value] of Object.entries(EMULATOR_ENV)) process.env[key] ??= value;
  }
  const projectId = project ?? process.env.GCLOUD_PROJECT ?? (real ? undefined : PROJECT_ID);
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const name = projectId ?? 'the project of GOOGLE_APPLICATION_CREDENTIALS';
  return { projectId, label: emulator ? `${name} (emulator at ${emulator})` : name };
}

async function main(): Promise<void> {
  const { project, dryRun } = parseArgs(process.argv.slice(2));
  const { projectId, label } = target(project);
  console.log(`Places migration in ${label}${dryRun ? ' (dry run)' : ''}`);
  const app = initializeApp(projectId ? { projectId } : {});
  await migratePlaces(getFirestore(app), console.log, { dryRun });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`places:migrate: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NETWORK_ERROR =
  /E(NOTFOUND|AI_AGAIN|CONNREFUSED|CONNRESET|TIMEDOUT|NETUNREACH)|network|socket/i;

export type LockfileState = 'in-sync' | 'stale' | 'unchecked';

/**
 * Whether `npm install` would rewrite package-lock.json: npm resolves the manifests in a temp
 * copy (package.json files and the lock only; registry metadata, no tarballs, no scripts), so
 * the checkout is never touched. Without the registry the check is skipped with a warning.
 */
export function checkLockfile(
  log: (line: string) => void = console.log,
  projectDir = ROOT,
): LockfileState {
  const root = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  const files = ['package.json', 'package-lock.json', '.npmrc'].concat(
    (root.workspaces ?? []).map((ws) => join(ws, 'package.json')),
  );
  const work = mkdtempSync(join(tmpdir(), 'swagdrop-lock-'));
  try {
    for (const file of files) {
      if (!existsSync(join(projectDir, file))) continue;
      mkdirSync(dirname(join(work, file)), { recursive: true });
      copyFileSync(join(projectDir, file), join(work, file));
    }
    const npm = spawnSync(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: work, encoding: 'utf8', env: { ...process.env, npm_config_offline: 'false' } },
    );
    if (npm.status !== 0) {
      const output = `${npm.stderr}${npm.stdout}`;
      if (!NETWORK_ERROR.test(output))
        throw new Error(`npm could not resolve the lockfile:\n${output}`);
      log('⚠ lockfile: npm registry unreachable, package-lock.json not checked');
      return 'unchecked';
    }
    const before = readFileSync(join(projectDir, 'package-lock.json'), 'utf8');
    const after = readFileSync(join(work, 'package-lock.json'), 'utf8');
    return before === after ? 'in-sync' : 'stale';
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

import { spawn, type SpawnOptions } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a step, prints its wall time, and exits the process on failure (after `beforeExit`, which
 * stops what the caller started).
 */
export async function step(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
  beforeExit: () => Promise<void> = async () => undefined,
) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const code = await run(command, args, options);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`✖ ${name} failed (exit ${code}) after ${seconds}s`);
    await beforeExit();
    process.exit(code);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}

export const bin = (name: string) =>
  new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname;

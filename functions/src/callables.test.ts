// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@swagdrop/model';
import { contractOf } from './lib/callable';

/**
 * Every callable the functions export is built from the contract of the same name
 * (packages/model/src/callables.ts), and every contract has its function, so a browser
 * calling `CALLABLES.x` reaches the handler that parses and answers x's types.
 */
let callables: [string, unknown][];

beforeAll(async () => {
  // What the Functions runtime provides; the storage trigger reads its bucket at load time.
  process.env.GCLOUD_PROJECT ??= 'demo-x';
  process.env.FIREBASE_CONFIG ??= JSON.stringify({
    projectId: 'demo-x',
    storageBucket: 'demo-x.appspot.com',
  });
  const deployed: Record<string, unknown> = await import('./index');
  callables = Object.entries(deployed).filter(
    ([, fn]) => (fn as { __endpoint?: { callableTrigger?: unknown } }).__endpoint?.callableTrigger,
  );
});

describe('callable contract', () => {
  it('exports one callable per contract, under the contract name', () => {
    expect(callables.map(([name]) => name).sort()).toEqual(Object.keys(CALLABLES).sort());
  });

  it('builds each exported callable from its own contract', () => {
    for (const [name, fn] of callables) {
      expect(contractOf(fn), name).toBe(CALLABLES[name as keyof typeof CALLABLES]);
    }
  });
});

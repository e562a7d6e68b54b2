import { describe, expect, it } from 'vitest';
import { parseArgs } from './migrate';

describe('places:migrate arguments', () => {
  it('defaults to the emulators, writing', () => {
    expect(parseArgs([])).toEqual({ project: null, dryRun: false });
  });

  it('takes a project and a dry run in any order', () => {
    expect(parseArgs(['--project', 'swagdrop-prod', '--dry-run'])).toEqual({
      project: 'swagdrop-prod',
      dryRun: true,
    });
  });

  it('refuses a missing project id and unknown arguments', () => {
    expect(() => parseArgs(['--project'])).toThrow(/Usage/);
    expect(() => parseArgs(['--project', '--dry-run'])).toThrow(/Usage/);
    expect(() => parseArgs(['--project', ''])).toThrow(/needs a project id/);
    expect(() => parseArgs(['--force'])).toThrow(/Usage/);
  });
});

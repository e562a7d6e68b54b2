import { describe, expect, it } from 'vitest';
import { CALLABLES as CONTRACTS, type CallableName } from '@swagdrop/model/callables';
import { CALLABLES } from './functions';

describe('browser CALLABLES', () => {
  it('names every callable of the contract as the functions export it', () => {
    for (const name of Object.keys(CONTRACTS) as CallableName[]) {
      expect(CALLABLES[name].name).toBe(CONTRACTS[name].name);
    }
  });

  it('carries no request schema into the browser', () => {
    expect(Object.keys(CALLABLES.submitClaim)).toEqual(['name']);
  });
});

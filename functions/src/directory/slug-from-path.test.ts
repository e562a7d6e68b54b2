import { describe, expect, it } from 'vitest';
import { parseRequestedVersion } from './request-version';
import { slugFromPath } from './slug-from-path';

describe('slugFromPath', () => {
  it.each([
    ['/swag/conference-tee', 'conference-tee'],
    ['/swag/conference-tee/', 'conference-tee'],
    ['/swag/tee-2', 'tee-2'],
    ['/swag/', null],
    ['/swag', null],
    ['/swag/a/b', null],
    ['/swag/Upper-Case', null],
    ['/swag/%3Cscript%3E', null],
    ['/swag/%E0%A4%A', null],
    [`/swag/${'a'.repeat(141)}`, null],
  ])('%s → %s', (path, slug) => {
    expect(slugFromPath(path)).toBe(slug);
  });
});

describe('parseRequestedVersion', () => {
  it.each<[unknown, number | null | 'invalid']>([
    [undefined, null],
    ['', null],
    ['0', 0],
    ['1763900000123456', 1763900000123456],
    ['-1', 'invalid'],
    ['1e9', 'invalid'],
    ['12345678901234567', 'invalid'],
    [['1', '2'], 'invalid'],
  ])('%j → %j', (value, expected) => {
    expect(parseRequestedVersion(value)).toBe(expected);
  });
});

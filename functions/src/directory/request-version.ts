/** `?v=` of the directory URL: absent, a version (a safe non-negative integer), or invalid. */
export function parseRequestedVersion(value: unknown): number | null | 'invalid' {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value)) return 'invalid';
  const version = Number(value);
  return Number.isSafeInteger(version) ? version : 'invalid';
}

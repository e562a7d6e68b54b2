import { directoryVersionFromText } from '@swagdrop/model';

/** `?v=` of the directory URL: absent, a version (directoryVersionFromText), or invalid. */
export function parseRequestedVersion(value: unknown): number | null | 'invalid' {
  if (value === undefined || value === '') return null;
  const version = typeof value === 'string' ? directoryVersionFromText(value) : undefined;
  return version ?? 'invalid';
}

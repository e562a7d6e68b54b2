/**
 * Typed readers over parsed form parameters. Each reader names the full parameter path in its
 * error, the way Stripe does, so a failing SDK call says exactly which argument was wrong.
 */
import { invalid } from './errors';
import type { FormObject, FormValue } from './form-parse';

export type Metadata = Record<string, string>;

export function isFormObject(value: FormValue | undefined): value is FormObject {
  return typeof value === 'object' && !Array.isArray(value);
}

export function rejectUnknown(params: FormObject, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) {
      const name = prefix ? `${prefix}[${key}]` : key;
      throw invalid(
        `Received unknown parameter: ${name} (the SwagDrop Stripe stand-in does not support it)`,
        name,
        'parameter_unknown',
      );
    }
  }
}

export function optString(params: FormObject, key: string, param = key): string | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param}`, param);
  return value;
}

export function reqString(params: FormObject, key: string, param = key): string {
  const value = optString(params, key, param);
  if (!value) throw invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
  return value;
}

export function optInt(params: FormObject, key: string, param = key): number | undefined {
  const value = optString(params, key, param);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, param);
  return Number(value);
}

export function optBool(params: FormObject, key: string, param = key): boolean | undefined {
  const value = optString(params, key, param);
  if (value === undefined || value === '') return undefined;
  if (value !== 'true' && value !== 'false') throw invalid(`Invalid boolean: ${value}`, param);
  return value === 'true';
}

/** An empty string means "unset" in Stripe's encoding, so it reads as absent. */
export function optObject(params: FormObject, key: string, param = key): FormObject | undefined {
  const value = params[key];
  if (value === undefined || value === '') return undefined;
  if (!isFormObject(value)) throw invalid(`Invalid object: ${param}`, param);
  return value;
}

export function optArray(params: FormObject, key: string, param = key): FormValue[] | undefined {
  const value = params[key];
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value)) throw invalid(`Invalid array: ${param}`, param);
  return value;
}

/** Metadata values stay strings; an empty value keeps its meaning of "delete this key". */
export function optMetadata(
  params: FormObject,
  key = 'metadata',
  param = key,
): Metadata | undefined {
  const value = optObject(params, key, param);
  if (!value) return params[key] === '' ? {} : undefined;
  const out: Metadata = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string')
      throw invalid(`Invalid metadata value: ${param}[${name}]`, param);
    out[name] = entry;
  }
  return out;
}

export function mergeMetadata(current: Metadata, update: Metadata): Metadata {
  const out: Metadata = { ...current };
  for (const [name, value] of Object.entries(update)) {
    if (value === '') delete out[name];
    else out[name] = value;
  }
  return out;
}

export function expandPaths(params: FormObject): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((entry) => {
    if (typeof entry !== 'string') throw invalid('Invalid expand parameter', 'expand');
    return entry;
  });
}

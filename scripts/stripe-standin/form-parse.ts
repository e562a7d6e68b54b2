/**
 * Decodes Stripe's form encoding (`line_items[0][price_data][unit_amount]=5000`) into nested
 * values. The SDK writes arrays as indexed keys, so a level whose keys are all indexes becomes an
 * array. Query strings use the same encoding, so GET and DELETE parameters go through here too.
 */
import { invalid } from './errors';

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/** A level still being filled in; prototype-free so keys like `constructor` are plain data. */
interface Draft {
  [key: string]: string | Draft;
}

const KEY_PATTERN = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

export function parseForm(text: string): FormObject {
  const root: Draft = Object.create(null) as Draft;
  for (const [rawKey, value] of new URLSearchParams(text)) {
    assign(root, splitKey(rawKey), value, rawKey);
  }
  const result = finish(root);
  // The top level is never an array: keys such as `0=x` would be nonsense for Stripe too.
  return Array.isArray(result)
    ? Object.fromEntries(result.map((value, index) => [String(index), value]))
    : result;
}

function splitKey(rawKey: string): string[] {
  const match = KEY_PATTERN.exec(rawKey);
  if (!match?.[1]) throw invalid(`Invalid parameter name: ${rawKey}`);
  const rest = match[2] ?? '';
  const inner = rest ? rest.slice(1, -1).split('][') : [];
  return [match[1], ...inner];
}

function assign(root: Draft, path: string[], value: string, rawKey: string): void {
  let node = root;
  for (let i = 0; i < path.length; i += 1) {
    // `a[]=x` appends, as Rack and qs do.
    const segment = path[i] || String(Object.keys(node).length);
    const last = i === path.length - 1;
    const existing = node[segment];
    if (last) {
      if (typeof existing === 'object') throw invalid(`Invalid parameter: ${rawKey}`, rawKey);
      node[segment] = value;
      return;
    }
    if (typeof existing === 'string') throw invalid(`Invalid parameter: ${rawKey}`, rawKey);
    const next: Draft = existing ?? (Object.create(null) as Draft);
    node[segment] = next;
    node = next;
  }
}

function finish(draft: Draft): FormObject | FormValue[] {
  const keys = Object.keys(draft);
  const out: FormObject = {};
  for (const key of keys) {
    const value = draft[key];
    if (value === undefined) continue;
    out[key] = typeof value === 'string' ? value : finish(value);
  }
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map((key) => ({ index: Number(key), value: out[key] }))
      .sort((a, b) => a.index - b.index)
      .flatMap(({ value }) => (value === undefined ? [] : [value]));
  }
  return out;
}

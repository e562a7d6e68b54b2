/**
 * `expand[]` and list pagination, shared by every route. Responses are cloned first so that
 * expanding never writes nested objects back into the stored state.
 */
import { invalid } from './errors';
import type { FormObject } from './form-parse';
import { optInt, optString } from './params';
import type { StandinState } from './store';
import type { ListObject } from './types';

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function expandResponse(state: StandinState, value: unknown, paths: string[]): unknown {
  let out: unknown = structuredClone(value);
  for (const path of paths) out = expandPath(state, out, path.split('.'), path);
  return out;
}

function expandPath(state: StandinState, node: unknown, segments: string[], path: string): unknown {
  const [head, ...rest] = segments;
  if (head === undefined || !isRecord(node)) return node;
  if (node.object === 'list' && head === 'data' && Array.isArray(node.data)) {
    node.data = node.data.map((entry: unknown) => expandPath(state, entry, rest, path));
    return node;
  }
  let child: unknown = head in node ? node[head] : virtualField(state, node, head);
  if (child === undefined) throw invalid(`This property cannot be expanded (${path}).`, 'expand');
  if (typeof child === 'string') {
    const found = state.find(child);
    if (!found) throw invalid(`This property cannot be expanded (${path}).`, 'expand');
    child = structuredClone(found);
  }
  node[head] = expandPath(state, child, rest, path);
  return node;
}

/** Fields Stripe leaves out of an object unless they are expanded. */
function virtualField(state: StandinState, node: JsonRecord, field: string): unknown {
  if (node.object === 'checkout.session' && field === 'line_items' && typeof node.id === 'string') {
    const items = state.lineItems.get(node.id) ?? [];
    const list: ListObject<unknown> = {
      object: 'list',
      data: structuredClone(items),
      has_more: false,
      url: `/v1/checkout/sessions/${node.id}/line_items`,
    };
    return list;
  }
  return undefined;
}

/** Stripe lists are newest first and page with `starting_after` / `ending_before`. */
export function paginate<T extends { id: string }>(
  newestFirst: T[],
  params: FormObject,
  url: string,
): ListObject<T> {
  const limit = optInt(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalid('limit must be between 1 and 100', 'limit');
  const after = optString(params, 'starting_after');
  const before = optString(params, 'ending_before');
  let start = 0;
  let end = newestFirst.length;
  if (after) {
    const index = newestFirst.findIndex((item) => item.id === after);
    if (index < 0)
      throw invalid(`No such object: '${after}'`, 'starting_after', 'resource_missing');
    start = index + 1;
  } else if (before) {
    const index = newestFirst.findIndex((item) => item.id === before);
    if (index < 0)
      throw invalid(`No such object: '${before}'`, 'ending_before', 'resource_missing');
    end = index;
    start = Math.max(0, end - limit);
  }
  const data = newestFirst.slice(start, Math.min(end, start + limit));
  const hasMore = before ? start > 0 : start + limit < end;
  return { object: 'list', data, has_more: hasMore, url };
}

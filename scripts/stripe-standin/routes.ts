/** The shape of a /v1 route and the small helpers every route file shares. */
import { noSuch } from './errors';
import type { FormObject } from './form-parse';
import { rejectUnknown } from './params';
import type { StandinState } from './store';
import type { WebhookSender } from './webhooks';

export interface ApiContext {
  state: StandinState;
  webhooks: WebhookSender;
  baseUrl: string;
}

export type Handler = (ctx: ApiContext, params: FormObject, id: string) => unknown;

export interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

export const ID = '([^/]+)';
export const LIST_PARAMS = ['limit', 'starting_after', 'ending_before'];

export function missing(kind: string, id: string): never {
  throw noSuch(kind, id);
}

export function noParams<T>(params: FormObject, value: T): T {
  rejectUnknown(params, []);
  return value;
}

/** The stored object or Stripe's 404 for an unknown id in the path. */
export function lookup<T>(map: Map<string, T>, kind: string, id: string): T {
  return map.get(id) ?? missing(kind, id);
}

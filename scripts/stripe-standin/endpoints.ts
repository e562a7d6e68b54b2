/**
 * Webhook endpoints, registered through the API as on Stripe. Each gets its own `whsec_` secret,
 * returned only by the create call; every event is signed per endpoint with it.
 */
import { randomBytes } from 'node:crypto';
import { invalid } from './errors';
import type { FormObject } from './form-parse';
import { mergeMetadata, optBool, optMetadata, optString, rejectUnknown, reqString } from './params';
import { newId, nowSeconds, type StandinState } from './store';
import type { WebhookEndpoint } from './types';

export function createEndpoint(state: StandinState, params: FormObject): WebhookEndpoint {
  rejectUnknown(params, ['url', 'enabled_events', 'api_version', 'description', 'metadata']);
  const endpoint: WebhookEndpoint = {
    id: newId('we'),
    object: 'webhook_endpoint',
    api_version: optString(params, 'api_version') || null,
    application: null,
    created: nowSeconds(),
    description: optString(params, 'description') || null,
    enabled_events: enabledEvents(params, true) ?? [],
    livemode: false,
    metadata: optMetadata(params) ?? {},
    status: 'enabled',
    url: endpointUrl(reqString(params, 'url')),
  };
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  state.webhookEndpoints.set(endpoint.id, endpoint);
  state.endpointSecrets.set(endpoint.id, secret);
  return { ...endpoint, secret };
}

export function updateEndpoint(endpoint: WebhookEndpoint, params: FormObject): WebhookEndpoint {
  // Like Stripe, the api_version of an endpoint is fixed at creation.
  rejectUnknown(params, ['url', 'enabled_events', 'disabled', 'description', 'metadata']);
  const url = optString(params, 'url');
  if (url !== undefined) endpoint.url = endpointUrl(url);
  const events = enabledEvents(params, false);
  if (events) endpoint.enabled_events = events;
  const disabled = optBool(params, 'disabled');
  if (disabled !== undefined) endpoint.status = disabled ? 'disabled' : 'enabled';
  const description = optString(params, 'description');
  if (description !== undefined) endpoint.description = description || null;
  const metadata = optMetadata(params);
  if (metadata) endpoint.metadata = mergeMetadata(endpoint.metadata, metadata);
  return endpoint;
}

/** Whether an endpoint wants an event of this type. */
export function wants(endpoint: WebhookEndpoint, type: string): boolean {
  if (endpoint.status !== 'enabled') return false;
  return endpoint.enabled_events.includes('*') || endpoint.enabled_events.includes(type);
}

function enabledEvents(params: FormObject, required: boolean): string[] | undefined {
  const value = params.enabled_events;
  if (value === undefined) {
    if (!required) return undefined;
    throw invalid('Missing required param: enabled_events.', 'enabled_events', 'parameter_missing');
  }
  const list = Array.isArray(value) ? value : [value];
  const events = list.map((entry) => {
    if (typeof entry !== 'string' || !/^(\*|[a-z_]+(\.[a-z_]+)+)$/.test(entry)) {
      throw invalid(`Invalid enabled_events: ${String(entry)}`, 'enabled_events');
    }
    return entry;
  });
  if (events.length === 0) throw invalid('enabled_events must not be empty.', 'enabled_events');
  return events;
}

function endpointUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // reported below
  }
  throw invalid(`Invalid URL: ${value}`, 'url', 'url_invalid');
}

/**
 * Event envelopes and their delivery to every registered endpoint that listens for the type,
 * each signed with that endpoint's secret and rendered in its api_version. Signing goes through
 * the real SDK so the receiving function verifies exactly what it would verify in production.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import { wants } from './endpoints';
import { newId, nowSeconds, type StandinState } from './store';
import type { Delivery, EventObject, EventType, StripeEvent, WebhookEndpoint } from './types';

export interface WebhookOptions {
  /** Per attempt; a receiver that accepts the connection but never answers is cut off here. */
  attemptTimeoutMs: number;
  /** Extra attempts after the first one fails. */
  retries: number;
  retryBaseMs: number;
  /** Upper bound on one delivery including retries, so the hosted page never hangs for long. */
  deadlineMs: number;
  log: (line: string) => void;
  signal: AbortSignal;
}

export class WebhookSender {
  constructor(
    private readonly state: StandinState,
    private readonly options: WebhookOptions,
  ) {}

  /**
   * Records the event, then delivers it to each endpoint in turn; resolves once every delivery
   * succeeded or was given up on, never throws.
   */
  async emit<T extends EventType>(
    type: T,
    object: EventObject<T>,
    previousAttributes?: Record<string, unknown>,
  ): Promise<Delivery[]> {
    const endpoints = [...this.state.webhookEndpoints.values()].filter((e) => wants(e, type));
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      // An endpoint without its own version gets the account's, which is the SDK's here.
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      type,
      data: {
        // EventObject<T> is one of EventObject<EventType>; TS cannot see through the mapped type.
        object: structuredClone(object) as EventObject<EventType>,
        ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}),
      },
      livemode: false,
      pending_webhooks: endpoints.length,
      request: { id: null, idempotency_key: null },
    };
    this.state.events.push(event);
    const deliveries: Delivery[] = [];
    for (const endpoint of endpoints) {
      const delivery = await this.deliver(event, endpoint);
      this.state.deliveries.push(delivery);
      deliveries.push(delivery);
    }
    return deliveries;
  }

  private async deliver(event: StripeEvent, endpoint: WebhookEndpoint): Promise<Delivery> {
    const { retries, retryBaseMs, log, signal } = this.options;
    const { url } = endpoint;
    const secret = this.state.endpointSecrets.get(endpoint.id) ?? '';
    const rendered = { ...event, api_version: endpoint.api_version ?? event.api_version };
    const payload = JSON.stringify(rendered, null, 2);
    const deadline = Date.now() + this.options.deadlineMs;
    const delivery: Delivery = {
      event_id: event.id,
      endpoint_id: endpoint.id,
      type: event.type,
      ok: false,
      attempts: 0,
      status: null,
      error: null,
    };
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) {
        const wait = retryBaseMs * 2 ** (attempt - 1);
        if (Date.now() + wait >= deadline || signal.aborted) break;
        try {
          await sleep(wait, undefined, { signal });
        } catch {
          break;
        }
      }
      const started = Date.now();
      delivery.attempts += 1;
      try {
        // Signed per attempt, because the signature carries a timestamp the receiver checks.
        const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
        const timeout = Math.max(1, Math.min(this.options.attemptTimeoutMs, deadline - started));
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Stripe-Signature': header,
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) SwagDrop-standin',
          },
          body: payload,
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeout)]),
        });
        // Drain the body so the connection is released before the next request.
        await response.arrayBuffer().catch(() => undefined);
        delivery.status = response.status;
        delivery.ok = response.ok;
        delivery.error = response.ok ? null : `HTTP ${response.status}`;
      } catch (error) {
        delivery.status = null;
        delivery.error = describe(error);
      }
      const ms = Date.now() - started;
      const outcome = delivery.ok ? `${delivery.status ?? ''}` : `failed (${delivery.error ?? ''})`;
      log(`webhook ${event.type} ${event.id} → ${outcome} attempt ${delivery.attempts} ${ms}ms`);
      if (delivery.ok) break;
    }
    if (!delivery.ok) {
      log(
        `webhook ${event.type} ${event.id} gave up after ${delivery.attempts} attempt(s) to ${url}`,
      );
    }
    return delivery;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  // fetch hides the useful part (ECONNREFUSED and the like) in `cause`.
  if (cause instanceof Error) return `${error.message}: ${cause.message}`;
  return error.message;
}

import type { Response } from 'express';
import type { SecretParam } from 'firebase-functions/params';
import { HttpsError, onRequest, type Request } from 'firebase-functions/v2/https';
import { APP_CHECK_HEADER, COPY, type HttpErrorBody } from '@swagdrop/model';
import { type ThrottledAction } from '../lib/throttle-limits';
import { MissingSettingError, requireStorefrontUrl } from '../config';
import { hasValidAppCheck } from '../lib/app-check';
import { logMissingSetting } from '../lib/log';
import { requestIp } from '../lib/request-ip';
import { enforceThrottle } from '../lib/throttle';
import { logEndpointFailed } from './log';
import { isAllowedOrigin } from './origins';

/** A failure with the status and `{error}` text the browser shows (docs/product-rules.md#texts). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The shared throttle (lib/throttle.ts) for an HTTP function, keyed on the visitor IP
 * (lib/request-ip.ts) and any further keys: over the limit it answers 429 with the shared text.
 */
export async function throttleRequest(
  action: ThrottledAction,
  req: Request,
  keys: Record<string, string> = {},
): Promise<void> {
  try {
    await enforceThrottle(action, { ip: requestIp(req), ...keys });
  } catch (error) {
    if (error instanceof HttpsError && error.code === 'resource-exhausted') {
      throw new HttpError(429, COPY.tooManyRequests);
    }
    throw error;
  }
}

interface EndpointOptions {
  /** The exported function name, for log lines. */
  name: string;
  /** Shown when the handler fails for a reason it did not describe. */
  fallbackError: string;
  /** The secrets this function reads, bound at deploy time (and no others). */
  secrets: SecretParam[];
  /** Reads every setting the handler needs, throwing MissingSettingError for the first gap. */
  requireSettings: () => void;
}

function answer(res: Response, status: number, body: unknown): void {
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

/**
 * Runs `read` and returns its value; if a setting is missing, logs it (logMissingSetting),
 * answers 500 with `error` and returns undefined. Used before any other work of a function.
 */
export function settingsOr500<T>(
  functionName: string,
  res: Response,
  error: string,
  read: () => T,
): T | undefined {
  try {
    return read();
  } catch (caught) {
    if (!(caught instanceof MissingSettingError)) throw caught;
    logMissingSetting(functionName, caught.setting);
    answer(res, 500, { error } satisfies HttpErrorBody);
    return undefined;
  }
}

/**
 * The CORS + JSON frame of the browser-facing Stripe HTTP functions (createCheckoutSession,
 * createSubscriptionCheckout, createBillingPortalSession): settings checked first (a gap answers
 * 500 and is logged by name), CORS only for our storefront's origin, POST with a JSON body,
 * `{...}` on success and `{error}` with a 4xx/5xx status otherwise. Requests without an Origin
 * (servers, tests) are served; a browser on another site is refused before any work is done.
 * `cors: false` turns off the SDK's middleware, which in the emulator would allow every origin,
 * so this code answers CORS the same way locally and in production.
 */
export function jsonPostEndpoint<Res>(
  options: EndpointOptions,
  handler: (body: unknown, req: Request) => Promise<Res>,
) {
  const runtime = { cors: false, memory: '256MiB', timeoutSeconds: 30 } as const;
  return onRequest({ ...runtime, secrets: options.secrets }, async (req, res) => {
    const storefront = settingsOr500(options.name, res, options.fallbackError, () => {
      options.requireSettings();
      return requireStorefrontUrl();
    });
    if (storefront === undefined) return;
    const origin = req.get('origin');
    const allowed = isAllowedOrigin(origin, [storefront]);
    res.set('Vary', 'Origin');
    if (allowed && origin) res.set('Access-Control-Allow-Origin', origin);

    if (req.method === 'OPTIONS') {
      if (allowed) {
        res.set('Access-Control-Allow-Methods', 'POST');
        res.set('Access-Control-Allow-Headers', `Authorization, Content-Type, ${APP_CHECK_HEADER}`);
        res.set('Access-Control-Max-Age', '3600');
      }
      res.status(allowed ? 204 : 403).end();
      return;
    }
    if (origin && !allowed) return answer(res, 403, { error: 'Origin not allowed' });
    if (req.method !== 'POST') {
      res.set('Allow', 'POST, OPTIONS');
      return answer(res, 405, { error: 'Method not allowed' });
    }
    if (!req.is('application/json')) return answer(res, 415, { error: 'Expected a JSON body' });
    if (!(await hasValidAppCheck(req)))
      return answer(res, 401, { error: 'App verification failed' });
    try {
      answer(res, 200, await handler(req.body as unknown, req));
    } catch (error) {
      if (error instanceof HttpError) {
        answer(res, error.status, { error: error.message } satisfies HttpErrorBody);
        return;
      }
      if (error instanceof MissingSettingError) logMissingSetting(options.name, error.setting);
      else logEndpointFailed(options.name, error);
      answer(res, 500, { error: options.fallbackError } satisfies HttpErrorBody);
    }
  });
}

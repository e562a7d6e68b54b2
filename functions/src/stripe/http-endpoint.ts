import type { Response } from 'express';
import { logger } from 'firebase-functions';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { APP_CHECK_HEADER, type HttpErrorBody } from '@swagdrop/shared-ui/model';
import { config } from '../config';
import { hasValidAppCheck } from '../lib/app-check';
import { isAllowedOrigin } from './origins';

/** A failure with the status and `{error}` text the browser shows (spec §7). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface EndpointOptions {
  /** Shown when the handler fails for a reason it did not describe. */
  fallbackError: string;
}

function answer(res: Response, status: number, body: unknown): void {
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

/**
 * The CORS + JSON frame of the two browser-facing HTTP functions (createCheckoutSession,
 * createSubscriptionCheckout): CORS only for our storefront's origin, POST with a JSON body,
 * `{...}` on success and `{error}` with a 4xx/5xx status otherwise. Requests without an Origin
 * (servers, tests) are served; a browser on another site is refused before any work is done.
 * `cors: false` turns off the SDK's middleware, which in the emulator would allow every origin,
 * so this code answers CORS the same way locally and in production.
 */
export function jsonPostEndpoint<Res>(
  options: EndpointOptions,
  handler: (body: unknown, req: Request) => Promise<Res>,
) {
  return onRequest({ cors: false, memory: '256MiB', timeoutSeconds: 30 }, async (req, res) => {
    const origin = req.get('origin');
    const allowed = isAllowedOrigin(origin, [config.storefrontUrl]);
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
      logger.error('HTTP endpoint failed', error);
      answer(res, 500, { error: options.fallbackError } satisfies HttpErrorBody);
    }
  });
}

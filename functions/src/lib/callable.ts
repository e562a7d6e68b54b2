import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { SecretParam } from 'firebase-functions/params';
import type { AnyCallable, CallableParsed, CallableResult } from '@swagdrop/model';
import { config } from '../config';
import { parseOrThrow } from './validation';

const contracts = new WeakMap<object, AnyCallable>();

/** The contract a callable was built from (callables.test.ts checks it against the export). */
export function contractOf(fn: unknown): AnyCallable | undefined {
  return typeof fn === 'function' ? contracts.get(fn) : undefined;
}

/** `request.data` parsed with the contract's schema; a call without data reads as `{}`. */
export function parseRequest<C extends AnyCallable>(
  contract: C,
  request: CallableRequest<unknown>,
): CallableParsed<C> {
  return parseOrThrow(contract.request, request.data ?? {}) as CallableParsed<C>;
}

/**
 * The onCall function of a contract (packages/model/src/callables.ts), with the options of
 * every browser-facing callable: App Check enforced in production (off in the emulator), CORS
 * limited to our own sites, small instances. `run` must answer the contract's result.
 */
export function contractCallable<C extends AnyCallable>(
  contract: C,
  run: NoInfer<(request: CallableRequest<unknown>) => Promise<CallableResult<C>>>,
  secrets: SecretParam[] = [],
) {
  const fn = onCall(
    {
      enforceAppCheck: config.enforceAppCheck,
      cors: config.isEmulator ? true : [config.storefrontUrl, config.adminUrl].filter(Boolean),
      memory: '256MiB',
      // Only the callables that talk to Stripe bind its key (deploy-manifest.test.ts).
      ...(secrets.length > 0 ? { secrets } : {}),
    },
    run,
  );
  contracts.set(fn, contract);
  return fn;
}

/**
 * A callable anyone may call: the handler receives the request parsed with the contract's
 * schema, or by `parse` when the rule depends on the caller (a signed-in reporter sends no
 * email).
 */
export function publicCallable<C extends AnyCallable>(
  contract: C,
  handler: NoInfer<
    (input: CallableParsed<C>, request: CallableRequest<unknown>) => Promise<CallableResult<C>>
  >,
  parse: NoInfer<(request: CallableRequest<unknown>) => CallableParsed<C>> = (request) =>
    parseRequest(contract, request),
  secrets: SecretParam[] = [],
) {
  return contractCallable(contract, (request) => handler(parse(request), request), secrets);
}

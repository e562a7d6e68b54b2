import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { config } from '../config';

/**
 * Callable defaults for every browser-facing function: App Check enforced in production
 * (off in the emulator), CORS limited to our own sites, small instances.
 */
export function publicCallable<Res>(
  handler: (request: CallableRequest<unknown>) => Promise<Res>,
  options: CallableOptions = {},
) {
  return onCall(
    {
      enforceAppCheck: config.enforceAppCheck,
      cors: config.isEmulator ? true : [config.storefrontUrl, config.adminUrl].filter(Boolean),
      memory: '256MiB',
      ...options,
    },
    handler,
  );
}

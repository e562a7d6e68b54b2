import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { getRuntimeConfig } from './runtime-config';

/**
 * Points each remote at the URL from runtime-config.js as it is registered, before the runtime
 * fetches any manifest, so the build-time entry is only a fallback.
 */
interface RemoteLike {
  name: string;
  alias?: string;
  entry?: string;
}

/** The vite plugin renames remotes internally; the configured key is the alias we declared. */
function pointAtConfiguredEntry(remote: RemoteLike): void {
  const remotes = getRuntimeConfig().remotes;
  const entry = remotes[remote.alias ?? remote.name] ?? remotes[remote.name];
  if (entry && 'entry' in remote) remote.entry = entry;
}

export default function runtimeConfigPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'swagdrop-runtime-config',
    // Remotes declared at build time are formatted during init, before registration hooks.
    beforeInit(args) {
      for (const remote of args.userOptions.remotes ?? []) pointAtConfiguredEntry(remote);
      return args;
    },
    // Remotes registered later at runtime.
    beforeRegisterRemote(args) {
      pointAtConfiguredEntry(args.remote);
      return args;
    },
  };
}

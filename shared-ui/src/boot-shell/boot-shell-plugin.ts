import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { SHARED_UI_REMOTE } from '../federation/shared-deps';
import { withBootShell, type ShellPage } from './html';

export interface RenderedBootShell extends ShellPage {
  /** Path inside the app's dist, e.g. `boot/swag.html`. */
  file: string;
  /** A piece the server assembles pages from: written as is, not into index.html. */
  fragment?: boolean;
}

/**
 * After a production build, writes the app's boot shells (render-boot-shell.tsx) as copies of
 * the built index.html. `entry` is a module of the app exporting
 * `renderBootShells(): RenderedBootShell[]`; it is loaded through Vite's SSR loader, so it is
 * the app's own TypeScript components that render, in Node, and never part of a browser bundle.
 */
export function bootShells(entry: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'swagdrop:boot-shells',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const server = await createServer({
        root: config.root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        optimizeDeps: { noDiscovery: true },
        // In Node the remote's components are imported from source, as the unit tests do.
        resolve: {
          alias: { [`${SHARED_UI_REMOTE}/components`]: '@swagdrop/shared-ui/components' },
        },
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const app = (await server.ssrLoadModule(entry)) as {
          renderBootShells: () => RenderedBootShell[];
        };
        const outDir = resolve(config.root, config.build.outDir);
        const template = readFileSync(resolve(outDir, 'index.html'), 'utf8');
        for (const shell of app.renderBootShells()) {
          const target = resolve(outDir, shell.file);
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, shell.fragment ? shell.html : withBootShell(template, shell));
        }
      } finally {
        await server.close();
      }
    },
  };
}

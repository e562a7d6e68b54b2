import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { SHARED_UI_REMOTE } from './shared-deps';
import { fillPageTemplate, type RenderedShell } from '@swagdrop/model/page-render';

export interface RenderedBootShell extends RenderedShell {
  /** Path inside the app's dist, e.g. `boot/swag.html`. */
  file: string;
  /** The page's title, description, Open Graph and canonical tags; else index.html's. */
  pageHead?: string;
}

/** The built index.html as it was before any shell: the page functions render into it. */
export const PAGE_TEMPLATE_FILE = 'boot/template.html';

/** Imports the remote's components from source in Node, as the unit tests do. */
export const SSR_REMOTE_ALIAS = {
  [`${SHARED_UI_REMOTE}/components`]: '@swagdrop/shared-ui/components',
};

/**
 * After a production build, writes the app's static first paints (render-shell.tsx) into the
 * built index.html (model/page-render.ts marks), and that template as PAGE_TEMPLATE_FILE.
 * `entry` is a module of the app exporting `renderBootShells(): RenderedBootShell[]`, loaded
 * through Vite's SSR loader: the app's own components render, in Node, never in a browser bundle.
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
        resolve: { alias: SSR_REMOTE_ALIAS },
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const app = (await server.ssrLoadModule(entry)) as {
          renderBootShells: () => RenderedBootShell[];
        };
        const outDir = resolve(config.root, config.build.outDir);
        const template = readFileSync(resolve(outDir, 'index.html'), 'utf8');
        const write = (file: string, html: string) => {
          const target = resolve(outDir, file);
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, html);
        };
        write(PAGE_TEMPLATE_FILE, template);
        for (const shell of app.renderBootShells()) {
          write(
            shell.file,
            fillPageTemplate(template, {
              head: shell.pageHead,
              styles: shell.head,
              shell: shell.shell,
            }),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}

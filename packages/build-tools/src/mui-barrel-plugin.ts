import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { MUI_SUBSET } from './shared-deps';

const DEFAULT_IMPORT =
  /import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{([^}]*)\})?\s*from\s*(['"])@mui\/material\/([A-Z]\w*)\3;?/g;
const ROOT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@mui\/material\2;?/g;
const STYLES_IMPORT = /from\s*(['"])@mui\/material\/styles\1/g;
/** @mui/icons-material's one link to MUI: every icon is made by this helper. */
const ICONS_HELPER = /@mui\/icons-material\/utils\/createSvgIcon\.m?js$/;
/** The subset itself imports MUI's deep modules; it must keep them. */
const SUBSET_SOURCE = /shared-ui\/mui\/index\.ts$/;
const SUBSET_FILE = createRequire(import.meta.url).resolve('@swagdrop/mui');

/** The components the shared subset exports (`export { default as Box } from …`). */
function subsetComponents(): Set<string> {
  const source = readFileSync(SUBSET_FILE, 'utf8');
  return new Set([...source.matchAll(/default as ([A-Z]\w*)/g)].map((m) => m[1] ?? ''));
}

interface Options {
  /**
   * The remote's build: every MUI component it uses must come from the shared subset (its own
   * copy would read its own theme-defaults context, not the host's), so a missing one fails.
   */
  subsetOnly?: boolean;
}

/**
 * Points our MUI imports at the shared subset (`@swagdrop/mui`, the federation singleton) when
 * the subset has the component, and leaves the rest as deep imports that each chunk bundles
 * for itself, so a route loads only the components it renders. Both read one theme: the host
 * registers its shared modules first, so its own subset is the singleton, and its deep imports
 * resolve to the same MUI modules (contexts, styled) in its build. See shared-ui/mui/index.ts.
 * Applies to our own source and to the icons' helper; other libraries (the DataGrid, the
 * charts) keep their deep imports.
 */
export function muiBarrelImports({ subsetOnly = false }: Options = {}): Plugin {
  const subset = subsetComponents();
  const pick = (component: string, file: string): boolean => {
    if (subset.has(component)) return true;
    if (subsetOnly) throw new Error(`${file}: @mui/material/${component} is not in ${MUI_SUBSET}`);
    return false;
  };

  function rewrite(code: string, file: string): string {
    return code
      .replace(
        DEFAULT_IMPORT,
        (all, local: string, named: string | undefined, _q, comp: string) => {
          if (!pick(comp, file)) return all;
          const extra = named?.trim() ? `, ${named.trim()}` : '';
          return `import { ${comp} as ${local}${extra} } from '${MUI_SUBSET}';`;
        },
      )
      .replace(ROOT_IMPORT, (_all, names: string) => {
        const lines: string[] = [];
        const shared: string[] = [];
        for (const raw of names.split(',')) {
          const name = raw.trim();
          if (!name) continue;
          const [imported = '', local = imported] = name.split(/\s+as\s+/);
          if (imported.startsWith('type ') || pick(imported, file)) shared.push(name);
          else lines.push(`import ${local} from '@mui/material/${imported}';`);
        }
        if (shared.length) lines.unshift(`import { ${shared.join(', ')} } from '${MUI_SUBSET}';`);
        return lines.join('\n');
      })
      .replace(STYLES_IMPORT, `from '${MUI_SUBSET}'`);
  }

  return {
    name: 'swagdrop:mui-barrel-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (ICONS_HELPER.test(file)) {
        return { code: code.replace('@mui/material/SvgIcon', MUI_SUBSET), map: null };
      }
      if (file.includes('/node_modules/') || SUBSET_SOURCE.test(file)) return null;
      if (!/\.[jt]sx?$/.test(file) || !code.includes('@mui/material')) return null;
      const out = rewrite(code, file);
      return out === code ? null : { code: out, map: null };
    },
  };
}

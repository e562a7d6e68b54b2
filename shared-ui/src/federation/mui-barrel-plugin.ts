import type { Plugin } from 'vite';
import { MUI_SUBSET } from './shared-deps';

const DEFAULT_IMPORT =
  /import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{([^}]*)\})?\s*from\s*(['"])@mui\/material\/([A-Z]\w*)\3/g;
const NAMED_IMPORT = /from\s*(['"])@mui\/material(?:\/(?:styles|colors))?\1/g;
/** @mui/icons-material's one link to MUI: every icon is made by this helper. */
const ICONS_HELPER = /@mui\/icons-material\/utils\/createSvgIcon\.m?js$/;
/** The subset itself imports MUI's deep modules; it must keep them. */
const SUBSET_SOURCE = /shared-ui\/mui\/index\.ts$/;

function rewriteOwnSource(code: string): string {
  return code
    .replace(DEFAULT_IMPORT, (_m, local: string, named: string | undefined, _q, comp: string) => {
      const extra = named?.trim() ? `, ${named.trim()}` : '';
      return `import { ${comp} as ${local}${extra} } from '${MUI_SUBSET}'`;
    })
    .replace(NAMED_IMPORT, `from '${MUI_SUBSET}'`);
}

/**
 * Rewrites our MUI imports (`import Box from '@mui/material/Box'`, `from '@mui/material'`,
 * `from '@mui/material/styles'`) to the shared MUI subset, the federation singleton. Without it
 * every build bundles its own copies of the deep modules (and of MUI's internals): two MUIs
 * downloaded on every page. Applies to our own source and to the icons' helper; other libraries
 * (the DataGrid, the charts) keep their deep imports and load only on their own routes.
 */
export function muiBarrelImports(): Plugin {
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
      const out = rewriteOwnSource(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}

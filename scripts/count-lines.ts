/**
 * Lines of source and of tests in three parts of the code, at any git revision, so a
 * restructuring can show it made them smaller: `npx tsx scripts/count-lines.ts [rev ...]`
 * (default HEAD). The patterns cover both the old layout (one shared-ui package, marker
 * templates) and the current one, so two revisions are counted by the same rules.
 */
import { execFileSync } from 'node:child_process';

const PARTS: Record<string, RegExp[]> = {
  'first-paint machinery': [
    /^shared-ui\/src\/boot-shell\//,
    /^packages\/build-tools\/src\/(app-loader|boot-shell-plugin)/,
    /^(storefront|admin-console)\/src\/app\/boot-shells\.tsx$/,
    /^(shared-ui\/src\/model|packages\/model\/src)\/(template-markers|directory-template|detail-template|listing-detail|page-render|boot-payload)[.-]/,
    /^functions\/src\/directory\/(directory-page|detail-template|template-fill|storefront-shell|listing-head|render-listing-page|render-directory-page|html|page-renderer|parse-markup)[.-]/,
    /^storefront\/src\/server\//,
    /^storefront\/vite\.renderer\.config\.ts$/,
    /^storefront\/src\/lib\/(boot-payload|directory\/page-order|directory\/prefetch-directory)/,
    /^shared-ui\/src\/components\/shell\/shell-context\.tsx$/,
  ],
  'data layer': [
    /^(storefront|admin-console)\/src\/features\/[^/]+\/(api|lib|hooks|utils)\//,
    /^(storefront|admin-console)\/src\/lib\//,
    /^(storefront|admin-console)\/src\/app\/query-client/,
    /^(shared-ui\/src\/firebase|packages\/firebase-web\/src)\//,
    /^shared-ui\/src\/federation\/runtime-config/,
    /^(shared-ui\/src\/model|packages\/model\/src)\/(from-doc|doc-schemas|document-id)[.-]/,
  ],
  'shared package(s)': [/^shared-ui\/(src|mui)\//, /^packages\/[^/]+\/src\//],
  'all apps, packages, functions': [
    /^(storefront|admin-console)\/src\//,
    /^shared-ui\/(src|mui)\//,
    /^packages\/[^/]+\/src\//,
    /^functions\/src\//,
  ],
};
const CODE = /\.(ts|tsx|js|mjs)$/;
const TEST = /\.test\.(ts|tsx)$|\.test-support\.ts$/;

function count(rev: string): void {
  const git = (...args: string[]) =>
    execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  const files = git('ls-tree', '-r', '--name-only', rev)
    .split('\n')
    .filter((f) => CODE.test(f));
  console.log(`\n${rev} (${git('rev-parse', '--short', rev).trim()})`);
  for (const [part, patterns] of Object.entries(PARTS)) {
    const lines = { source: 0, tests: 0, files: 0 };
    for (const file of files.filter((f) => patterns.some((p) => p.test(f)))) {
      const n = git('show', `${rev}:${file}`).split('\n').length - 1;
      lines[TEST.test(file) ? 'tests' : 'source'] += n;
      lines.files += 1;
    }
    console.log(
      `  ${part.padEnd(30)} source ${String(lines.source).padStart(6)}  tests ${String(lines.tests).padStart(6)}  (${lines.files} files)`,
    );
  }
}

for (const rev of process.argv.slice(2).length ? process.argv.slice(2) : ['HEAD']) count(rev);

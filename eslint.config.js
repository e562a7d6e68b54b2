import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/**
 * Comments point to files in this repository (docs/product-rules.md, docs/architecture.md,
 * README.md), never to the product spec's section numbers, issue numbers or the spec folder,
 * which a clone does not have.
 */
const EXTERNAL_CITATION = /§\s?\d|\bissue \d|\(decisions\.md|product-spec\.md/i;
const docsPlugin = {
  rules: {
    'no-external-citations': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: {
          citation:
            'Point to docs/product-rules.md#…, docs/architecture.md#… or README.md instead of a spec section, issue number or decisions.md.',
        },
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (EXTERNAL_CITATION.test(comment.value)) {
                context.report({ loc: comment.loc, messageId: 'citation' });
              }
            }
          },
        };
      },
    },
  },
};

const PACKAGES = {
  model: './packages/model',
  firebaseWeb: './packages/firebase-web',
  buildTools: './packages/build-tools',
  ui: './shared-ui',
  storefront: './storefront',
  admin: './admin-console',
  functions: './functions',
};
const allBut = (...allowed) => Object.values(PACKAGES).filter((p) => !allowed.includes(p));

/**
 * Who may import whom (README "Architecture"): the model imports no package of ours; the
 * browser Firebase layer and the build tools only the model; the federated UI the model and
 * the Firebase layer; the functions only the model. Inside an app, shared code (components,
 * lib) never imports a feature or the app, and a feature never imports the app.
 */
const IMPORT_ZONES = [
  {
    target: PACKAGES.model,
    from: allBut(PACKAGES.model),
    message: 'The model is pure: it imports no other package of ours.',
  },
  { target: PACKAGES.firebaseWeb, from: allBut(PACKAGES.firebaseWeb, PACKAGES.model) },
  { target: PACKAGES.buildTools, from: allBut(PACKAGES.buildTools, PACKAGES.model) },
  {
    target: PACKAGES.ui,
    from: allBut(PACKAGES.ui, PACKAGES.model, PACKAGES.firebaseWeb, PACKAGES.buildTools),
  },
  {
    target: PACKAGES.functions,
    from: allBut(PACKAGES.functions, PACKAGES.model),
    message: 'The functions import only the model package.',
  },
  { target: PACKAGES.storefront, from: [PACKAGES.admin, PACKAGES.functions] },
  { target: PACKAGES.admin, from: [PACKAGES.storefront, PACKAGES.functions] },
  ...[PACKAGES.storefront, PACKAGES.admin].flatMap((app) => [
    {
      target: `${app}/src/features`,
      from: `${app}/src/app`,
      message: 'A feature never imports the app.',
    },
    {
      target: [`${app}/src/components`, `${app}/src/lib`],
      from: [`${app}/src/features`, `${app}/src/app`],
      message: 'Shared code never imports a feature or the app.',
    },
  ]),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.local/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { docs: docsPlugin },
    rules: {
      'docs/no-external-citations': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'log'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: IMPORT_ZONES }] },
  },
  {
    // The model runs in browsers, in Node and in the functions: no React, no SDKs, no DOM.
    files: ['packages/model/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            '@mui/*',
            '@emotion/*',
            'firebase',
            'firebase/*',
            'firebase-*',
            'node:*',
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'process',
        'Buffer',
      ],
    },
  },
  {
    files: [
      'packages/firebase-web/src/**/*.{ts,tsx}',
      'storefront/src/**/*.{ts,tsx}',
      'admin-console/src/**/*.{ts,tsx}',
      'shared-ui/src/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Browser code must never import server-only modules or secrets.
      'no-restricted-imports': [
        'error',
        { patterns: ['firebase-admin', 'firebase-admin/*', 'stripe', '**/functions/src/**'] },
      ],
      // A lazy SDK import must name what it takes (packages/firebase-web/src/app.ts): an import()
      // handed to Promise.all whole keeps all of the SDK in the bundle.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='Promise'] > ArrayExpression > ImportExpression",
          message:
            "Destructure the import() itself (`import('x').then(({ a }) => ({ a }))`) so the bundler can drop the rest of the module.",
        },
      ],
    },
  },
  {
    // Functions log through named functions in their family's log module (functions/src/*/log.ts).
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/log.ts', 'functions/src/**/*-log.ts', 'functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.object.name=/^(console|logger)$/]',
          message: 'Log through a named function of the log module (e.g. directory/log.ts).',
        },
      ],
    },
  },
);

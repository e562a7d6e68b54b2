import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    files: [
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
      // A lazy SDK import must name what it takes (shared-ui/src/firebase/app.ts): an import()
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

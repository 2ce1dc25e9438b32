// ESLint (flat config): typescript-eslint's recommended rules, React hooks, jsx-a11y, and the layer boundaries of
// docs/architecture.md (app ↛ server, browser-safe *-schema ↛ db, domain ↛ hono/react). Not type-aware, so it stays
// fast enough to run on every `npm test`; `npm run typecheck` covers the types.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restricted = (patterns) => ['error', { patterns }];
const domainImports = {
  group: ['hono', 'hono/*', 'react', 'react-dom', 'react-router', '**/server/**', '**/app/**', '~/*'],
  message: 'domain modules know nothing of HTTP or React',
};
const schemaImports = {
  group: ['**/db/**', '@/db/*', 'drizzle-orm', 'drizzle-orm/*'],
  message: '*-schema files are browser-safe: zod only, no database code',
};

export default tseslint.config(
  { ignores: ['build/**', 'node_modules/**', '.react-router/**', 'drizzle/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    files: ['app/**/*.tsx', 'app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // scroll containers are focusable regions so keyboard users can scroll them (axe: scrollable-region-focusable)
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }],
      // labels wrap their input and text several elements deep
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
      // customers' videos are the shop's own uploads without caption files
      'jsx-a11y/media-has-caption': 'off',
    },
  },
  {
    // Playwright fixtures take `{}` when they need no other fixture, and name a fixture only to have it set up first
    files: ['tests/e2e/**', 'tests/topology/**'],
    rules: {
      'no-empty-pattern': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { args: 'none', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  // layer boundaries (docs/architecture.md)
  {
    files: ['app/**'],
    rules: {
      'no-restricted-imports': restricted([
        { group: ['**/server/**', '../server/*'], message: 'app/ never imports server/: put shared code in src/' },
      ]),
    },
  },
  { files: ['src/domain/**'], rules: { 'no-restricted-imports': restricted([domainImports]) } },
  // a later block replaces the rule's options, so the schema files of the domain repeat the domain's patterns
  { files: ['src/**/*-schema.ts'], rules: { 'no-restricted-imports': restricted([schemaImports, domainImports]) } },
);

// ESLint: the recommended rules of ESLint and typescript-eslint everywhere, React's hook rules in
// the web client, and the boundaries between the parts (server, browser and the code both run; what
// components may know of data, that server code never reaches into test code). Generated code is
// not linted.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Three parts and one rule between them: the server (api/) and the browser (web/) each import the
 * shared code (shared/: the zod inputs, locale and message lookup, the interpretation display rules)
 * and never each other; shared imports neither side, nor anything that runs only in Node or only in
 * a browser. Tests and tooling are outside the rule.
 */
const webImports = [
  {
    regex: '^#api/|(^|/)api/(src|test|generated)/',
    message: 'The browser never imports server code: put what both run in shared/ (#shared/…).',
  },
  { regex: '^#(api-test|generated)/', message: 'Test helpers and generated server code never ship to the browser.' },
];

const serverImports = [
  {
    regex: '^#web/|(^|/)web/src/',
    message: 'The server never imports browser code: put what both run in shared/ (#shared/…).',
  },
  { regex: '^#api-test/|(^|/)test/', message: 'Server code never imports test code (api/test/).' },
];

const sharedImports = [
  {
    regex: '^#(api|api-test|generated|web)/|(^|/)(api|web)/',
    message: 'shared/ imports neither the server nor the browser.',
  },
  {
    regex: '^node:|^(react|react-dom|react-relay|relay-runtime|@prisma/|pino|ioredis)([/]|$)',
    message: 'shared/ runs on both sides: no Node or browser-only modules.',
  },
];

/** Components are presentational: data comes in as props, so they run without Relay. */
const componentImports = [
  {
    regex: '^(react-relay|relay-runtime)([/]|$)|__generated__',
    message: 'web/src/components/ imports no Relay: pass data in as props (screens, shell and mutations use Relay).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'web/dist/',
      'dist/',
      'api/generated/',
      'web/src/__generated__/',
      'shared/i18n/paraglide/',
      'data/',
      'scratch/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Tests read loosely typed JSON from the API on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImports }] },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...webImports, ...componentImports] }] },
  },
  {
    // Unit tests of the client run in Node against the real API server (api/test), and never ship.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImports }] },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedImports }] },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.js', 'relay.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);

// ESLint: the recommended rules of ESLint and typescript-eslint everywhere, React's hook rules in
// the web client, and the boundaries between the parts (what the web may take from the server, what
// components may know of data, that server code never reaches into test code). Generated code is
// not linted.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The server code the browser bundle may contain: the zod inputs (the forms validate as the server
 * does), the locale, field errors and the interpretation display rules (how an AI text is split and
 * its fixed headings). Type-only imports ship nothing and are free.
 */
const webServerImports = [
  {
    regex:
      '^#api/(?!modules/[^/]+/[^/]+[.]inputs[.]ts$|i18n/locale[.]ts$|lib/field-errors[.]ts$|providers/ai/(split-interpretation|structure)[.]ts$)',
    allowTypeImports: true,
    message:
      'The web may import from the server only *.inputs.ts, i18n/locale.ts, lib/field-errors.ts and the interpretation display rules (providers/ai/split-interpretation.ts, structure.ts); type-only imports are free.',
  },
  { regex: '(^|/)api/(src|test|generated)/', message: 'Import server code as #api/… (see the allowed list).' },
  { regex: '^#(api-test|generated)/', message: 'Test helpers and generated server code never ship to the browser.' },
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
      'web/src/i18n/paraglide/',
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
    rules: { 'no-restricted-imports': ['error', { patterns: webServerImports }] },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...webServerImports, ...componentImports] }] },
  },
  {
    // Unit tests of the client run in Node against the real API server (api/test), and never ship.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^#api-test/|(^|/)test/', message: 'Server code never imports test code (api/test/).' }],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.js', 'relay.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);

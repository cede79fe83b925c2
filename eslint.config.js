import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers imports flow down through (docs/adding-a-feature.md, "Layers"): in the UI
 * app → features → shared → components → lib, and every part of it may use @hotel/events; a
 * feature uses another only through that feature's index.ts. The services never import ui/.
 */
const LAYERS = [
  { type: 'app', pattern: 'ui/src/app' },
  { type: 'feature', pattern: 'ui/src/features/*', capture: ['feature'] },
  { type: 'shared', pattern: 'ui/src/shared' },
  { type: 'components', pattern: 'ui/src/components' },
  { type: 'lib', pattern: 'ui/src/lib' },
  { type: 'locales', pattern: 'ui/src/locales' },
  { type: 'ui-test', pattern: 'ui/src/test' },
  { type: 'events', pattern: 'events' },
  { type: 'server', pattern: '{infra,command-service,projection-service,tests,scripts}' },
];

const element = (types) => ({ element: { types } });
const may = (from, to) => ({ from: element(from), allow: { to: element(to) } });

/** `tests`: a test may also mount the app (its routes, providers) and use the test helpers. */
const boundaryRule = ({ tests }) => [
  'error',
  {
    default: 'disallow',
    message: 'Imports flow down only (docs/adding-a-feature.md, "Layers").',
    policies: [
      ...(tests ? [may(['feature', 'shared', 'components', 'lib'], ['app', 'ui-test'])] : []),
      may('app', ['app', 'feature', 'shared', 'components', 'lib', 'locales', 'events', 'ui-test']),
      // A feature's own files, and another feature only through its index.ts.
      { from: element('feature'), allow: { dependency: { relationship: { to: 'internal' } } } },
      {
        from: element('feature'),
        allow: { to: { element: { types: 'feature', fileInternalPath: 'index.ts' } } },
      },
      may('feature', ['shared', 'components', 'lib', 'locales', 'events']),
      may('shared', ['shared', 'components', 'lib', 'locales', 'events']),
      may('components', ['components', 'lib', 'locales', 'events']),
      may('lib', ['lib', 'locales', 'events']),
      may('ui-test', ['app', 'feature', 'shared', 'components', 'lib', 'locales', 'events']),
      may('events', ['events']),
      may('server', ['server', 'events']),
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'data/**',
      '.bench/**',
      // Test scratch: the production bundles tests build for themselves (tests/support).
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYERS,
      'boundaries/include': [
        '{ui,events,infra,command-service,projection-service,tests,scripts}/**',
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: { 'boundaries/dependencies': boundaryRule({ tests: false }) },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'ui/src/test/**',
      'ui/src/**/test-server.ts',
      'ui/src/**/test-fixtures.{ts,tsx}',
    ],
    rules: { 'boundaries/dependencies': boundaryRule({ tests: true }) },
  },
  {
    files: ['ui/**/*.tsx', 'ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['ui/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Every string a user sees comes from the locale files (mn and en).
    files: ['ui/src/**/*.tsx'],
    ignores: ['ui/src/**/*.test.tsx', 'ui/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[\\p{L}]/u]',
          message: 'Text in JSX must come from the locale files (t(...)).',
        },
        {
          selector: 'JSXExpressionContainer > Literal[value=/[\\p{L}]/u]',
          message: 'Text in JSX must come from the locale files (t(...)).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(title|placeholder|alt|label|aria-label|helperText)$/] > Literal',
          message: 'User-facing attribute text must come from the locale files (t(...)).',
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'scripts/**/*.ts', '**/*.test.ts', '**/*-cli.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // One concept per file (issue 33): a source file past 500 lines holds more than one.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'ui/src/lib/api-types.gen.ts'],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
  {
    // And one concept per function: past 150 lines (blank lines and comments aside) it holds
    // more than one. Tests' describe blocks are lists of cases, not functions to read whole.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
);

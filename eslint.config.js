import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'data/**',
      '.bench/**',
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
);

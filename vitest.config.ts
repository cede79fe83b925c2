import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'events/src/**/*.test.ts',
      'infra/src/**/*.test.ts',
      'command-service/src/**/*.test.ts',
      'projection-service/src/**/*.test.ts',
      'tests/**/*.test.ts',
      'ui/src/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', 'tests/browser/**', 'tests/bench/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});

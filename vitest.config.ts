import { availableParallelism } from 'node:os';
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
    // The files of a worker share its module cache: importing the app (or the UI's feature
    // tree) once a worker and not once a file took the suite from 563 s to about 340 s on CI's
    // two cores. A file leaves nothing behind that another relies on: each starts its own app
    // on its own data folder, and the process-wide figures it counts (metrics) it resets.
    isolate: false,
    // Vitest keeps a core for itself by default: on CI's two cores that left one worker, and
    // the suite ran one file after another (12 minutes). The files mostly wait (fsync, child
    // processes, servers starting), so one worker a core.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});

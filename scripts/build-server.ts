/**
 * Compiles the services for production (`npm run build:server`): each entry point bundled with
 * the workspace packages (@hotel/*, TypeScript) into one ES module in dist/, run by plain node
 * without tsx. Third-party packages stay external (native ones — better-sqlite3, sharp, argon2 —
 * must), loaded from node_modules with production dependencies only.
 *
 *   dist/start.js       everything in one process (`npm run start:prod`, the image's default)
 *   dist/command.js     the command service alone
 *   dist/projection.js  the projection runner and query API alone
 *   dist/projection-worker.js  the projections' worker thread (PROJECTIONS_IN_WORKER)
 *   dist/backup.js, dist/restore.js  `npm run backup` / `restore` of the embedded stores
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
// `--outdir <dir>` (relative to the root, or absolute) builds elsewhere than dist/, e.g. a
// test's own copy that another test rebuilding dist/ at the same time cannot change under it.
// The bundle's bare imports resolve upwards from its folder: inside the repository from the
// root's node_modules, elsewhere from a node_modules of its own (the image's runtime stage).
const { values: args } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });
const workspaces = ['events', 'infra', 'command-service', 'projection-service'];

const external = new Set<string>();
for (const workspace of workspaces) {
  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    if (!name.startsWith('@hotel/')) external.add(name);
  }
}

await build({
  absWorkingDir: root,
  entryPoints: {
    start: 'scripts/start.ts',
    command: 'command-service/src/main.ts',
    projection: 'projection-service/src/main.ts',
    // Started by ProjectionWorkerHost from the chunk that holds it, beside it in dist/.
    'projection-worker': 'projection-service/src/runtime/worker.ts',
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
  },
  outdir: args.outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  external: [...external],
  // Bundled CommonJS code that calls require() gets a real one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

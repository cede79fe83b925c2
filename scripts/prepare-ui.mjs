/**
 * `npm install` / `npm ci` (the root's `prepare` step): builds the production UI into ui/dist,
 * so the first `npm start` serves it at once instead of building it first (issue 32,
 * docs/demo.md). An install without the UI's build tools (`--omit=dev`) skips it; `npm start`
 * then builds the UI when ui/dist is missing, as before. PMS_SKIP_UI_BUILD=1 skips it too.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

if (process.env.PMS_SKIP_UI_BUILD === '1') {
  console.warn('prepare: PMS_SKIP_UI_BUILD=1, the UI is not built (npm start builds it)');
} else if (!existsSync(vite)) {
  console.warn('prepare: no vite installed, the UI is not built (npm start builds it)');
} else {
  const started = performance.now();
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'ui'),
    stdio: 'inherit',
  });
  console.warn(
    `prepare: the UI is built in ui/dist (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
}

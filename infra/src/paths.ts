import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root (the folder of the workspace manifest `hotel-pms`), found upwards from
 * a module: the same answer for the TypeScript sources run by tsx and for the compiled bundles
 * in dist/ (`npm run build:server`).
 */
export const projectRoot = (moduleUrl: string): string => {
  let dir = dirname(fileURLToPath(moduleUrl));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === 'hotel-pms') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No hotel-pms package.json above ${moduleUrl}`);
    dir = parent;
  }
};

/** The built UI: UI_DIST when set (e.g. parallel browser-test builds), else ui/dist. */
export const uiDistOf = (moduleUrl: string): string =>
  process.env.UI_DIST ?? join(projectRoot(moduleUrl), 'ui', 'dist');

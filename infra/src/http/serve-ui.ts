import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Hashed build output: a changed file gets a new name, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon): the browser checks back before each use. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built UI (`ui/dist`) with a single-page-app fallback: every path outside /api and
 * /assets that is not a file answers index.html. The build writes a Brotli and a gzip copy beside each script,
 * style sheet and SVG (ui/vite.config.ts); the one the browser accepts is sent (Brotli first)
 * with `Content-Encoding` and `Vary: Accept-Encoding`, else the file itself. Files under
 * /assets carry a content hash in their name and are cached for a year as immutable;
 * index.html, which names them, is revalidated on every load so a deploy shows at once.
 * Does nothing when the UI has not been built.
 */
export const serveUi = (app: Express, dist: string): boolean => {
  if (!existsSync(join(dist, 'index.html'))) return false;
  const assets = join(dist, 'assets') + sep;
  const files = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        // `path` is the file sent: for a compressed answer, its .br or .gz copy.
        const hashed = path.startsWith(assets) && !relative(assets, path).includes(sep);
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
      },
    },
  });
  app.use(files);
  // A page address: the app's index.html (compressed as well). A missing file under /assets
  // (a chunk of an older build) is a 404, not a page: the app then offers a reload.
  app.get(/^(?!\/api\/|\/assets\/).*/, (req: Request, res: Response, next: NextFunction) => {
    req.url = '/index.html';
    files(req, res, next);
  });
  return true;
};

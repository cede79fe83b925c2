import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';

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
/**
 * The security headers of every answer of the UI (pages and their files): a content security
 * policy that lets the page run only the app's own scripts and talk only to its own origin (map
 * tiles of the property's location come from OpenStreetMap; Chakra's emotion writes its styles
 * at run time, so inline styles are allowed), never framed by another site (`frame-ancestors`
 * and `X-Frame-Options`), `nosniff`, and a referrer policy that keeps paths to this origin.
 */
export const uiSecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'sameorigin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The deployment's gateway (or a proxy in front) decides on HSTS: plain HTTP on a desk's LAN
  // must keep working.
  strictTransportSecurity: false,
});

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
  app.use(/^(?!\/api\/).*/, uiSecurityHeaders);
  app.use(files);
  // A page address: the app's index.html (compressed as well). A missing file under /assets
  // (a chunk of an older build) is a 404, not a page: the app then offers a reload.
  app.get(/^(?!\/api\/|\/assets\/).*/, (req: Request, res: Response, next: NextFunction) => {
    req.url = '/index.html';
    files(req, res, next);
  });
  return true;
};

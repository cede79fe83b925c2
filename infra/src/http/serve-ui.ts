import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';

/**
 * Serves the built UI with a single-page-app fallback (every non-API path answers index.html).
 * Does nothing when the UI has not been built.
 */
export const serveUi = (app: Express, dist: string): boolean => {
  if (!existsSync(join(dist, 'index.html'))) return false;
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/api\/).*/, (_req, res) => {
    res.sendFile(join(dist, 'index.html'), { maxAge: 0 });
  });
  return true;
};

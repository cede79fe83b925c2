import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { type Router } from 'express';

/** Where swagger-ui-dist keeps its built files (no network: served from our own origin). */
const swaggerUiFolder = (): string =>
  dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hotel PMS API</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="api"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const init = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#api',
  deepLinking: true,
  docExpansion: 'none',
  tagsSorter: 'alpha',
  operationsSorter: 'alpha',
});
`;

/**
 * GET /api/openapi.json (the generated OpenAPI 3.1 document) and GET /api/docs (a readable
 * page: Swagger UI, served from this app, no CDN). Both public: the contract is no secret.
 */
export const apiDocs = (document: () => Record<string, unknown>): Router => {
  const router = express.Router();
  // Built and serialized once (it is large: serializing it per call was most of its cost under
  // load); a client that has it gets 304 by its ETag.
  let cached: { body: string; etag: string } | undefined;
  router.get('/openapi.json', (req, res) => {
    if (!cached) {
      const body = JSON.stringify(document());
      cached = {
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      };
    }
    res.setHeader('ETag', cached.etag);
    res.setHeader('Cache-Control', 'public, max-age=300');
    if (req.headers['if-none-match'] === cached.etag) {
      res.status(304).end();
      return;
    }
    res.type('json').send(cached.body);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(page);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.type('js').send(init);
  });
  router.use(
    '/docs/assets',
    express.static(swaggerUiFolder(), { index: false, maxAge: '1d', fallthrough: false }),
  );
  return router;
};

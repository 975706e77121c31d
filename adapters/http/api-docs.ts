import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { type Router } from 'express';

const require = createRequire(import.meta.url);
const swaggerDir = dirname(require.resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Shop API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

// Served as a file (not inline) so the strict Content-Security-Policy needs no 'unsafe-inline' script.
const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/**
 * The only files of swagger-ui-dist the page loads. The rest of the package (its package.json, the
 * stock index.html and initializer, source maps) is not served: anything else under /api/docs is 404.
 */
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
};

/** The browsable API reference at /api/docs, from the swagger-ui-dist package (nothing fetched from outside). */
export function apiDocsRouter(): Router {
  const router = express.Router();
  router.get('/api/docs', (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(page);
  });
  router.get('/api/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(init);
  });
  for (const [name, type] of Object.entries(ASSETS)) {
    router.get(`/api/docs/${name}`, (_req, res, next) => {
      res.sendFile(join(swaggerDir, name), { maxAge: '1d', headers: { 'Content-Type': type } }, (error) => error && next(error));
    });
  }
  return router;
}

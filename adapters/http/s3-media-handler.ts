import type { RequestHandler } from 'express';
import { InvalidMediaKeyError } from '../platform/media/media-key.js';
import { MEDIA_MAX_AGE_S, type S3MediaStore } from '../platform/media/s3-media-store.js';

/**
 * Serves `/media/<key>` from the bucket, as `express.static` serves the disk: the object's type and
 * length, its ETag (a matching If-None-Match answers 304), cached for 30 days as immutable. An unsafe
 * or unknown key answers 404.
 */
export function s3MediaHandler(store: S3MediaStore): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = decodeURIComponent(req.path.replace(/^\/+/, ''));
    void (async () => {
      const object = await store.open(key);
      if (!object) return void res.status(404).type('text/plain').send('Not found');
      res.setHeader('Cache-Control', `public, max-age=${MEDIA_MAX_AGE_S}, immutable`);
      res.setHeader('Content-Type', object.contentType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (object.etag) res.setHeader('ETag', object.etag);
      if (object.lastModified) res.setHeader('Last-Modified', object.lastModified.toUTCString());
      if (object.etag && req.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return void res.status(304).end();
      }
      if (object.contentLength !== undefined) res.setHeader('Content-Length', String(object.contentLength));
      if (req.method === 'HEAD') {
        object.body.destroy();
        return void res.end();
      }
      object.body.on('error', (error) => res.destroy(error));
      object.body.pipe(res);
    })().catch((error: unknown) => {
      if (error instanceof InvalidMediaKeyError || error instanceof URIError) return void res.status(404).type('text/plain').send('Not found');
      next(error);
    });
  };
}

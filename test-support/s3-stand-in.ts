// A local stand-in for S3-compatible object storage: the REST subset the media adapter uses (HEAD bucket,
// PUT / GET / HEAD / DELETE object, path-style addressing), so the real AWS SDK can be tested on loopback.
// It checks that each request is signed (AWS Signature V4) with the expected access key and that the
// signed payload hash matches the body; anything else it answers 501.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from './global-setup.js';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
  lastModified: Date;
}

export interface S3StandIn {
  /** The endpoint (`http://127.0.0.1:port`) for `MEDIA_S3_ENDPOINT`. */
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Objects by key, in the one bucket. */
  objects: Map<string, StoredObject>;
  /** Every request as `METHOD /path`. */
  requests: string[];
  close(): Promise<void>;
}

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

export async function startS3StandIn(options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {}): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'shop-media';
  const accessKeyId = options.accessKeyId ?? 'STANDINACCESSKEY';
  const secretAccessKey = options.secretAccessKey ?? 'stand-in-secret-key-0123456789';
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      requests.push(`${req.method} ${url.pathname}`);
      const body = await readBody(req);
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`) || !req.headers['x-amz-date']) return xmlError(res, 403, 'AccessDenied', 'Unsigned request or unknown access key');
      const payloadHash = req.headers['x-amz-content-sha256'];
      if (typeof payloadHash !== 'string') return xmlError(res, 400, 'InvalidRequest', 'x-amz-content-sha256 is missing');
      if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) {
        return xmlError(res, 400, 'XAmzContentSHA256Mismatch', 'The payload hash does not match the body');
      }
      if (req.headers['content-encoding']?.includes('aws-chunked')) return xmlError(res, 501, 'NotImplemented', 'aws-chunked bodies are not supported');
      const [, first = '', ...rest] = url.pathname.split('/');
      if (decodeURIComponent(first) !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      const key = rest.map(decodeURIComponent).join('/');
      if (!key) {
        if (req.method === 'HEAD') return void res.writeHead(200).end();
        return xmlError(res, 501, 'NotImplemented', `${req.method} on a bucket is not supported`);
      }
      const found = objects.get(key);
      const headers = (o: StoredObject) => ({
        'content-type': o.contentType,
        'content-length': String(o.bytes.length),
        etag: o.etag,
        'last-modified': o.lastModified.toUTCString(),
        ...(o.cacheControl ? { 'cache-control': o.cacheControl } : {}),
      });
      switch (req.method) {
        case 'PUT': {
          if (req.headers['x-amz-copy-source']) return xmlError(res, 501, 'NotImplemented', 'Copy is not supported');
          const etag = `"${createHash('md5').update(body).digest('hex')}"`;
          const cacheControl = req.headers['cache-control'];
          objects.set(key, { bytes: body, contentType: req.headers['content-type'] ?? 'binary/octet-stream', cacheControl, etag, lastModified: new Date() });
          return void res.writeHead(200, { etag }).end();
        }
        case 'GET':
          if (!found) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          res.writeHead(200, headers(found));
          return void res.end(found.bytes);
        case 'HEAD':
          if (!found) return void res.writeHead(404).end();
          return void res.writeHead(200, headers(found)).end();
        case 'DELETE':
          objects.delete(key);
          return void res.writeHead(204).end();
        default:
          return xmlError(res, 501, 'NotImplemented', `${req.method} is not supported`);
      }
    })().catch((error: unknown) => xmlError(res, 500, 'InternalError', String(error)));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

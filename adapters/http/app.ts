import { randomUUID } from 'node:crypto';
import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express, type RequestHandler, type Router } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { apiDocsRouter } from './api-docs.js';
import { errorHandler } from './errors.js';
import { healthRouter, type ReadinessCheck } from './health.js';
import { redactUrl } from './log-redaction.js';
import { NO_MAPS_SOURCES, type MapsSources } from './maps-origins.js';
import { NO_TRACKING_SOURCES, type TrackingSources } from './tracking-origins.js';
import type { ApiRegistry } from './openapi.js';
import { spaRouter, type SpaOptions } from './spa.js';

export interface HttpAppOptions {
  log: Logger;
  trustProxy: number;
  bodyLimitKb: number;
  readiness: ReadinessCheck[];
  registry: ApiRegistry;
  /** Routers of the API, each registering its routes in the registry. */
  apiRouters: Router[];
  /** Reads the Bearer token (if any) into `req.user`; answers 401 for a bad or ended one. */
  authenticate: RequestHandler;
  mediaDir: string;
  /** Serves /media instead of mediaDir (media in object storage). */
  mediaHandler?: RequestHandler;
  spa: SpaOptions;
  version: string;
  /** Answers cached public reads before the app's own handling (when the catalogue is wired). */
  fastReads?: FastReads;
  /** Extra origins the payment providers' scripts and frames come from (when configured). */
  paymentOrigins?: string[];
  /** Extra sources the maps provider's street autocomplete needs (when a key is configured). */
  mapsSources?: MapsSources;
  /** Extra sources the optional Google Analytics / Meta pixel need (when an id is configured). */
  trackingSources?: TrackingSources;
}

/** Reads answered on Node's request and response before Express handles them; `next` hands the request to the app. */
export type FastReads = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

type Handle = (req: IncomingMessage, res: ServerResponse, done?: (error?: unknown) => void) => void;

/** The health probe the orchestrator calls every few seconds: kept out of the access log. */
const unlogged = (url: string | undefined): boolean => url === '/api/healthz';

/** A request's id in the access log: the caller's X-Request-Id when it is a plain token, else a new one. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(given) ? given : randomUUID();
}

/**
 * Runs `fast` ahead of the app's own handling (Express's request set-up and router, ADR 090), for the
 * server and for anything calling the app as a function alike. If `fast` throws before it answered, the
 * app handles the request as if it had not been there. With `log`, a request `fast` answered gets the
 * same access-log line as the app's (pino-http's `request completed`: id, method, redacted path, status,
 * time), when the log's level shows it.
 */
export function answerFirst(app: Express, fast: FastReads, log?: Logger): void {
  const own = app as unknown as { handle: Handle };
  const handle = own.handle.bind(app);
  own.handle = (req, res, done) => {
    let handedOn = false;
    const next = () => {
      handedOn = true;
      handle(req, res, done);
    };
    if (log?.isLevelEnabled('info') && !unlogged(req.url)) {
      const started = performance.now();
      res.once('finish', () => {
        if (handedOn) return; // the app's own access log has it
        const line = { req: { id: requestId(req), method: req.method, url: redactUrl(req.url ?? '') }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) };
        if (res.statusCode >= 500) log.error(line, 'request completed');
        else if (res.statusCode >= 400) log.warn(line, 'request completed');
        else log.info(line, 'request completed');
      });
    }
    try {
      fast(req, res, next);
    } catch (error) {
      if (res.headersSent) res.destroy(error instanceof Error ? error : undefined);
      else next();
    }
  };
}

export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Client addresses (rate limits, logs) come from X-Forwarded-For only behind a configured number of proxies.
  app.set('trust proxy', options.trustProxy);
  app.set('etag', 'strong');
  if (options.fastReads) answerFirst(app, options.fastReads, options.log);

  const payment = options.paymentOrigins ?? [];
  const maps = options.mapsSources ?? NO_MAPS_SOURCES;
  const tracking = options.trackingSources ?? NO_TRACKING_SOURCES;
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...payment, ...maps.script, ...tracking.script],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...payment, ...maps.img, ...tracking.img],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...payment, ...maps.connect, ...tracking.connect],
          frameSrc: ["'self'", ...payment],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false, // set by the TLS-terminating proxy, which knows whether HTTPS is in use
    }),
  );
  app.use(compression());
  app.use(
    pinoHttp({
      logger: options.log,
      genReqId: requestId,
      // Method, path and status only: headers (tokens, cookies) and bodies never reach the log, and
      // codes in reset and verification links or secret query values are redacted from the URL.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => unlogged(req.url) },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );

  const api = express.Router();
  // Payment providers sign the exact bytes they send: webhooks get the raw body (the JSON parser then skips it).
  api.use('/api/webhooks', express.raw({ type: 'application/json', limit: `${options.bodyLimitKb}kb` }));
  api.use(express.json({ limit: `${options.bodyLimitKb}kb` }));
  api.use(express.urlencoded({ extended: false, limit: `${options.bodyLimitKb}kb` }));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(healthRouter(options.readiness, options.registry));
  api.use('/api', options.authenticate);
  let openapi: Record<string, unknown> | undefined;
  api.get('/api/openapi.json', (_req, res) => {
    openapi ??= options.registry.document({ title: `${options.spa.shopName} API`, version: options.version, serverUrl: options.spa.publicUrl });
    res.setHeader('Cache-Control', 'no-cache');
    res.json(openapi);
  });
  for (const router of options.apiRouters) api.use(router);
  app.use(apiDocsRouter());
  app.use(api);
  app.all('/api/{*rest}', (req, res) => {
    res.status(404).json({ message: `There is no API endpoint ${req.method} ${req.path}.` });
  });

  app.use('/media', options.mediaHandler ?? express.static(options.mediaDir, { index: false, maxAge: '30d', immutable: true, fallthrough: false, redirect: false }));
  app.use(spaRouter(options.spa));
  app.use(errorHandler);
  return app;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Express } from 'express';
import type { Container } from 'inversify';
import { T } from '../container.js';
import { createHttpApp } from '../http/app.js';
import { mapsSourcesOf } from '../http/maps-origins.js';
import { paymentOriginsOf } from '../http/payment-origins.js';
import { fromRoot } from '../project-root.js';
import { FAST_READS } from '../http/routes/catalog-cache.js';
import { PAGE_HEADS } from '../http/seo.js';
import { pingDatabase } from '../postgres/database.js';

export const SHOP_NAME = 'Soul Searching Outdoor Co.';
const version = (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string }).version;

/** The Express app of the web process, from the container's adapters. */
export function createWebApp(container: Container): Express {
  const config = container.get(T.config);
  const redis = container.get(T.redisHealth);
  const db = container.get(T.db);
  return createHttpApp({
    log: container.get(T.log),
    trustProxy: config.TRUST_PROXY,
    bodyLimitKb: config.BODY_LIMIT_KB,
    registry: container.get(T.registry),
    apiRouters: container.get(T.apiRouters),
    authenticate: container.get(T.authenticate),
    mediaDir: join(container.get(T.dataDir), 'media'),
    version,
    readiness: [
      { name: 'database', check: () => pingDatabase(db) },
      ...(redis ? [{ name: 'redis', check: async () => void (await (redis.status === 'wait' ? redis.connect().then(() => redis.ping()) : redis.ping())) }] : []),
    ],
    paymentOrigins: paymentOriginsOf(config),
    mapsSources: mapsSourcesOf(config),
    ...(container.isBound(FAST_READS) ? { fastReads: container.get(FAST_READS) } : {}),
    spa: { storefrontDir: fromRoot('dist', 'web-storefront'), adminDir: fromRoot('dist', 'web-admin'), shopName: SHOP_NAME, publicUrl: config.PUBLIC_URL, supportEmail: config.SUPPORT_EMAIL, ...(container.isBound(PAGE_HEADS) ? { heads: container.get(PAGE_HEADS) } : {}) },
  });
}

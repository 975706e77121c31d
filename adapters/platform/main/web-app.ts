import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Express } from 'express';
import type { Container } from 'inversify';
import type { BusEvent } from '../../../application/platform/event-bus.js';
import { EVENT_CHANNELS, isShopEventType, type ShopEvent } from '../../../application/platform/events.js';
import { createHttpApp } from '../../http/app.js';
import { s3MediaHandler } from '../../http/s3-media-handler.js';
import { S3MediaStore } from '../media/s3-media-store.js';
import { mapsSourcesOf } from '../../http/maps-origins.js';
import { trackingSourcesOf } from '../../http/tracking-origins.js';
import { paymentOriginsOf } from '../../http/payment-origins.js';
import { pingDatabase } from '../database/database.js';
import { MODULES } from '../modules.js';
import { fromRoot } from '../project-root.js';
import { T } from '../tokens.js';

const version = (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string }).version;

/** Subscribes every module's event handlers in this web process (a failure leaves the shop running on time limits alone). */
function subscribeModules(container: Container): void {
  const bus = container.get(T.bus);
  const log = container.get(T.log);
  const announcer = container.get(T.announcer);
  for (const module of MODULES) {
    for (const s of module.subscriptions?.(container) ?? []) {
      const handle = (event: BusEvent) => {
        if (isShopEventType(event.type)) s.handle(event as ShopEvent);
        else if (s.unknown) s.unknown(event);
        else log.warn({ channel: s.channel, type: event.type }, 'unknown event ignored');
      };
      bus.subscribe(s.channel, handle).catch((error: unknown) => log.warn({ err: error, module: module.name, channel: s.channel }, 'event subscription failed'));
      if (!s.prompt) continue;
      const onCommit = (event: BusEvent) => {
        if (!isShopEventType(event.type) || EVENT_CHANNELS[event.type] === s.channel) handle(event);
      };
      announcer.listen(onCommit).catch((error: unknown) => log.warn({ err: error, module: module.name }, 'commit announcements unavailable'));
    }
  }
}

/** The Express app of the web process, from the container's adapters. */
export function createWebApp(container: Container): Express {
  const config = container.get(T.config);
  const redis = container.get(T.redisHealth);
  const db = container.get(T.db);
  const media = container.get(T.media);
  subscribeModules(container);
  return createHttpApp({
    log: container.get(T.log),
    trustProxy: config.TRUST_PROXY,
    bodyLimitKb: config.BODY_LIMIT_KB,
    registry: container.get(T.registry),
    apiRouters: container.get(T.apiRouters),
    authenticate: container.get(T.authenticate),
    mediaDir: join(container.get(T.dataDir), 'media'),
    ...(media instanceof S3MediaStore ? { mediaHandler: s3MediaHandler(media) } : {}),
    version,
    readiness: [
      { name: 'database', check: () => pingDatabase(db) },
      ...(media instanceof S3MediaStore ? [{ name: 'media', check: () => media.check() }] : []),
      ...(redis ? [{ name: 'redis', check: async () => void (await (redis.status === 'wait' ? redis.connect().then(() => redis.ping()) : redis.ping())) }] : []),
    ],
    paymentOrigins: paymentOriginsOf(config),
    mapsSources: mapsSourcesOf(config),
    trackingSources: trackingSourcesOf(config),
    ...(container.isBound(T.fastReads) ? { fastReads: container.get(T.fastReads) } : {}),
    spa: {
      storefrontDir: fromRoot('dist', 'web-storefront'),
      adminDir: fromRoot('dist', 'web-admin'),
      shopName: config.SHOP_NAME,
      publicUrl: config.PUBLIC_URL,
      supportEmail: config.SUPPORT_EMAIL,
      ...(container.isBound(T.pageHeads) ? { heads: container.get(T.pageHeads) } : {}),
      ssrDir: fromRoot('dist', 'web-storefront-ssr'),
      ...(container.isBound(T.storefrontPages) ? { pages: container.get(T.storefrontPages) } : {}),
    },
  });
}

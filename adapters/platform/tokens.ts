// Container tokens: the shared plumbing's, and what each module offers the others. This file has no
// runtime imports (type imports only, erased when compiled), so any file may import it without
// forming a circle.
import type { RequestHandler, Router } from 'express';
import type { ServiceIdentifier } from 'inversify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AddAddress, AdminSessionLive, EndUserSessions, EnsureAdministrator, UserRepository } from '../../application/accounts/ports.js';
import type { AuditLog } from '../../application/audit/ports.js';
import type { CartOwners, CartRepository } from '../../application/cart/ports.js';
import type { CatalogReader, CheckoutCatalog, ProductStockReader } from '../../application/catalog/ports.js';
import type { CouponRepository, ExpireCoupons } from '../../application/checkout/ports.js';
import type { CancelOrder, OrderRepository } from '../../application/orders/ports.js';
import type { Analytics } from '../../application/platform/analytics.js';
import type { Clock } from '../../application/platform/clock.js';
import type { EventBus } from '../../application/platform/event-bus.js';
import type { IdGenerator } from '../../application/platform/id-generator.js';
import type { ImageProcessor } from '../../application/platform/image-processor.js';
import type { JobHandler, JobQueue } from '../../application/platform/job-queue.js';
import type { Mailer } from '../../application/platform/mailer.js';
import type { RefundGateways } from '../../application/platform/payment-gateway.js';
import type { MediaStore } from '../../application/platform/media-store.js';
import type { RateLimiter } from '../../application/platform/rate-limiter.js';
import type { FastReads } from '../http/app.js';
import type { PageHeadResolver } from '../http/page-head.js';
import type { StorefrontPageSource } from '../http/storefront-ssr.js';
import type { ApiRegistry } from '../http/openapi.js';
import type { Config } from './config/config.js';
import type { Queryable, Db } from './database/database.js';
import type { OutboxDispatcher } from './outbox/outbox-dispatcher.js';
import type { CommitAnnouncer } from './bus/commit-announcer.js';
import type { TestPaymentGateway } from './payments/test-gateway.js';

const token = <T>(name: string) => Symbol.for(`shop.${name}`) as ServiceIdentifier<T>;
/** A repository bound to a connection: the pool, or the transaction of a unit of work. */
export type RepositoryIn<R> = (db: Queryable) => R;

/** The shared plumbing, bound by `buildContainer`. */
export const T = {
  config: token<Config>('config'),
  log: token<Logger>('log'),
  dataDir: token<string>('dataDir'),
  db: token<Db>('db'),
  clock: token<Clock>('clock'),
  ids: token<IdGenerator>('ids'),
  mailer: token<Mailer>('mailer'),
  media: token<MediaStore>('media'),
  images: token<ImageProcessor>('images'),
  queue: token<JobQueue>('queue'),
  bus: token<EventBus>('bus'),
  rateLimiter: token<RateLimiter>('rateLimiter'),
  redisHealth: token<Redis | null>('redisHealth'),
  dispatcher: token<OutboxDispatcher>('dispatcher'),
  announcer: token<CommitAnnouncer>('announcer'),
  analytics: token<Analytics>('analytics'),
  registry: token<ApiRegistry>('registry'),
  /** Reads the Bearer token into `req.user` (bound by the accounts module). */
  authenticate: token<RequestHandler>('authenticate'),
  /** Answers cached public reads before the rest of the stack (bound by the catalog module). */
  fastReads: token<FastReads>('fastReads'),
  /** Heads of storefront pages rendered by the server (bound by the catalog module). */
  pageHeads: token<PageHeadResolver>('pageHeads'),
  storefrontPages: token<StorefrontPageSource>('storefrontPages'),
  apiRouters: token<Router[]>('apiRouters'),
  jobHandlers: token<Record<string, JobHandler>>('jobHandlers'),
} as const;

/** What the catalog module offers: the shop's product reads. */
export const CATALOG = {
  reader: token<CatalogReader>('catalog.reader'),
  stock: token<ProductStockReader>('catalog.stock'),
  checkoutCatalog: token<CheckoutCatalog>('catalog.checkoutCatalog'),
  /** Drops every cached storefront answer of this process at once. A committed change needs no call: the commit announcer drops the answers it touches, precisely, before the writer answers. */
  dropCachedAnswers: token<() => void>('catalog.dropCachedAnswers'),
} as const;

/** What the cart module offers: the stored carts and who owns them. */
export const CART = {
  cartsIn: token<RepositoryIn<CartRepository>>('cart.cartsIn'),
  /** Who a cart owner id names (checkout keeps a guest's cart to its guest). */
  owners: token<CartOwners>('cart.owners'),
} as const;

/** What the accounts module offers. The back office ends a user's sessions when it deactivates, deletes or demotes them. */
export const ACCOUNTS = {
  usersIn: token<RepositoryIn<UserRepository>>('accounts.usersIn'),
  addAddress: token<AddAddress>('accounts.addAddress'),
  endUserSessions: token<EndUserSessions>('accounts.endUserSessions'),
  ensureAdministrator: token<EnsureAdministrator>('accounts.ensureAdministrator'),
  adminSessionLive: token<AdminSessionLive>('accounts.adminSessionLive'),
} as const;

/** What the checkout module offers: the coupons it reads and uses, its nightly coupon job, the test gateway. */
export const CHECKOUT = {
  couponsIn: token<RepositoryIn<CouponRepository>>('checkout.couponsIn'),
  expireCoupons: token<ExpireCoupons>('checkout.expireCoupons'),
  testGateway: token<TestPaymentGateway>('checkout.testGateway'),
  /** The gateway a payment is refunded through (the back office's cancel). */
  refunds: token<RefundGateways>('checkout.refunds'),
} as const;

/** What the orders module offers: the stored orders and cancelling one (the back office). */
export const ORDERS = {
  ordersIn: token<RepositoryIn<OrderRepository>>('orders.ordersIn'),
  cancelOrder: token<CancelOrder>('orders.cancelOrder'),
} as const;

/** What the audit module offers: the audit log, for a back-office module's unit of work (entries commit with the change). */
export const AUDIT = {
  logIn: token<RepositoryIn<AuditLog>>('audit.logIn'),
} as const;

import { createServer, type RequestListener, type Server } from 'node:http';

/** How long a client may take to send a request before the server cuts it off. */
export interface SlowClientLimits {
  /** The whole header block must arrive within this time (slowloris trickling headers). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this time (a trickled upload). */
  requestTimeoutMs: number;
  /** How often the server looks for connections past those limits. */
  checkIntervalMs: number;
}

/**
 * The production limits: headers take a person's browser milliseconds, so 15 s is generous; the
 * largest body is an image upload, which a slow link sends in well under 60 s. Node checks every
 * 30 s by default, which would let a trickling client hold a socket up to 90 s; 2 s keeps the cut
 * close to the limit.
 */
export const SLOW_CLIENT_LIMITS: SlowClientLimits = { headersTimeoutMs: 15_000, requestTimeoutMs: 60_000, checkIntervalMs: 2_000 };

/**
 * The HTTP server of the web process: a client that trickles its headers or body past the limits
 * gets 408 and its connection closed, so a few slow sockets cannot hold the process's connections.
 */
export function createHttpServer(app: RequestListener, limits: SlowClientLimits = SLOW_CLIENT_LIMITS): Server {
  const server = createServer({ headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs }, app);
  // Behind a load balancer whose idle timeout is 60 s, the process must keep idle connections longer.
  server.keepAliveTimeout = 65_000;
  return server;
}

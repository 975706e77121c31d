import type { Logger } from 'pino';
import type { Analytics } from '../../../application/platform/analytics.js';

/** Conversion events as one structured log line each, until they are recorded (a later issue). */
export function logAnalytics(log: Pick<Logger, 'info'>): Analytics {
  return {
    async track(event) {
      log.info({ conversion: event }, `conversion ${event.name}`);
    },
  };
}

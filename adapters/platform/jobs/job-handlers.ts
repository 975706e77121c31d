import type { Analytics, ConversionEvent } from '../../../application/platform/analytics.js';
import type { JobHandler } from '../../../application/platform/job-queue.js';
import type { ShopJobName } from '../../../application/platform/jobs.js';
import type { MailMessage, Mailer } from '../../../application/platform/mailer.js';
import type { Db } from '../database/database.js';
import { handleOnce } from '../database/processed-messages.js';

export interface JobDeps {
  db: Db;
  mailer: Mailer;
  analytics: Analytics;
}

const isMail = (p: unknown): p is MailMessage =>
  typeof p === 'object' && p !== null && typeof (p as MailMessage).to === 'string' && typeof (p as MailMessage).subject === 'string' && typeof (p as MailMessage).text === 'string';

const isConversion = (p: unknown): p is ConversionEvent => typeof p === 'object' && p !== null && typeof (p as ConversionEvent).name === 'string';

/** The platform's background jobs, by name. Each is idempotent: a job delivered twice has its effect once. */
export function jobHandlers(deps: JobDeps): Record<ShopJobName, JobHandler> {
  return {
    'send-mail': async (payload, { jobId }) => {
      if (!isMail(payload)) throw new Error('send-mail job without a mail message');
      await handleOnce(deps.db, 'send-mail', jobId, () => deps.mailer.send({ ...payload, messageId: payload.messageId ?? jobId }));
    },
    'track-conversion': async (payload, { jobId }) => {
      if (!isConversion(payload)) throw new Error('track-conversion job without a conversion event');
      await handleOnce(deps.db, 'track-conversion', jobId, () => deps.analytics.track(payload));
    },
  };
}

import type { ServiceIdentifier } from 'inversify';
import { makeApplyAsStockist } from '../../../application/engagement/apply-as-stockist.js';
import { makeSendFeedback } from '../../../application/engagement/send-feedback.js';
import { makeSubmitReview } from '../../../application/engagement/submit-review.js';
import { makeSubscribeNewsletter } from '../../../application/engagement/subscribe-newsletter.js';
import type { EngagementRepository } from '../../../application/engagement/ports.js';
import { T } from '../../platform/container.js';
import { engagementRouter } from './engagement-routes.js';
import { SHOP_NAME } from '../../platform/main/web-app.js';
import { sharpImageProcessor } from '../../platform/media/sharp-image-processor.js';
import type { Db } from '../../platform/database/database.js';
import { postgresEngagementRepository } from './engagement-repository.js';
import type { Area } from '../../platform/module.js';
import { CatalogTokens } from '../catalog/module.js';

export const EngagementTokens = {
  repository: Symbol.for('shop.engagement.repository') as ServiceIdentifier<EngagementRepository>,
};

/** Shopper forms: newsletter, feedback, stockist inquiries and reviews. */
export const engagementArea: Area = {
  name: 'engagement',
  bind(c) {
    c.bind(EngagementTokens.repository).toResolvedValue((db: Db) => postgresEngagementRepository(db), [T.db]);
  },
  routers(c) {
    const engagement = c.get(EngagementTokens.repository);
    const ids = c.get(T.ids);
    const clock = c.get(T.clock);
    const supportEmail = c.get(T.config).SUPPORT_EMAIL;
    return [
      engagementRouter({
        registry: c.get(T.registry),
        rateLimiter: c.get(T.rateLimiter),
        subscribeNewsletter: makeSubscribeNewsletter({ engagement, ids, clock, shopName: SHOP_NAME }),
        sendFeedback: makeSendFeedback({ engagement, ids, clock, supportEmail }),
        applyAsStockist: makeApplyAsStockist({ engagement, ids, clock, supportEmail }),
        submitReview: makeSubmitReview({ catalog: c.get(CatalogTokens.reader), engagement, images: sharpImageProcessor, media: c.get(T.media), ids, clock, supportEmail }),
      }),
    ];
  },
};

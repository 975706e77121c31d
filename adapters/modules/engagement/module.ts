import { makeApplyAsStockist } from '../../../application/engagement/apply-as-stockist.js';
import { makeSendFeedback } from '../../../application/engagement/send-feedback.js';
import { makeSubmitReview } from '../../../application/engagement/submit-review.js';
import { makeSubscribeNewsletter } from '../../../application/engagement/subscribe-newsletter.js';
import type { ShopModule } from '../../platform/module.js';
import { unitOfWorkIn } from '../../platform/database/unit-of-work.js';
import { ACCOUNTS, CATALOG, CHECKOUT, T } from '../../platform/tokens.js';
import { postgresEngagementRepository } from './engagement-repository.js';
import { engagementRouter } from './engagement-routes.js';

/** Shopper forms: newsletter, feedback, stockist inquiries and reviews. */
export const engagementModule: ShopModule = {
  name: 'engagement',
  routers(c) {
    const engagement = postgresEngagementRepository(c.get(T.db));
    const uow = unitOfWorkIn(c, (tx) => ({ engagement: postgresEngagementRepository(tx), users: c.get(ACCOUNTS.usersIn)(tx), coupons: c.get(CHECKOUT.couponsIn)(tx) }));
    const ids = c.get(T.ids);
    const clock = c.get(T.clock);
    const config = c.get(T.config);
    const supportEmail = config.SUPPORT_EMAIL;
    return [
      engagementRouter({
        registry: c.get(T.registry),
        rateLimiter: c.get(T.rateLimiter),
        subscribeNewsletter: makeSubscribeNewsletter({ engagement, uow, ids, clock, shopName: config.SHOP_NAME }),
        sendFeedback: makeSendFeedback({ uow, ids, clock, supportEmail }),
        applyAsStockist: makeApplyAsStockist({ uow, ids, clock, supportEmail }),
        submitReview: makeSubmitReview({ catalog: c.get(CATALOG.reader), uow, images: c.get(T.images), media: c.get(T.media), ids, clock, supportEmail }),
      }),
    ];
  },
};

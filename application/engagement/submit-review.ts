import { validateReview } from '../../domain/account.js';
import { normalizeName } from '../../domain/person-name.js';
import { quoteInMail } from '../../domain/plain-text.js';
import type { CatalogReader } from '../catalog/ports.js';
import type { Clock } from '../platform/clock.js';
import type { EngagementStores } from './ports.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import type { ImageProcessor } from '../platform/image-processor.js';
import type { MediaStore } from '../platform/media-store.js';
import { fail, invalid, ok, type Result } from '../../domain/result.js';

export const REVIEW_IMAGE_WIDTHS = [320, 640, 960] as const;
export const REVIEW_THANKS = 'Thanks for your review! It will appear once we have checked it.';

export interface SubmitReviewInput {
  productId: string;
  rating: string;
  review: string;
  firstName: string;
  lastName: string;
  email: string;
  image: Uint8Array | null;
  /** The signed-in caller (a registered user's review shows as Verified). */
  userId: string | null;
}

/** The media key of a review photo at one width. */
export const reviewImageKey = (reviewId: string, width: number): string => `reviews/${reviewId}-${width}.webp`;

/**
 * Stores a review for an administrator to publish (never public at once). A photo must be PNG or JPEG
 * by its bytes; it is re-encoded as WebP at three widths, which drops its metadata.
 */
export function makeSubmitReview(deps: { catalog: CatalogReader; uow: UnitOfWork<EngagementStores>; images: ImageProcessor; media: MediaStore; ids: IdGenerator; clock: Clock; supportEmail: string }) {
  return async (input: SubmitReviewInput): Promise<Result<{ message: string }>> => {
    const kind = input.image ? await deps.images.detect(input.image) : null;
    const errors = validateReview({ ...input, imageContentType: kind === null ? null : kind === 'other' ? 'other' : `image/${kind}` });
    if (kind === 'other') errors.reviewImage = 'The photo must be a PNG or JPEG image.';
    if (Object.keys(errors).length > 0) return invalid(errors);
    const product = await deps.catalog.findProduct(input.productId);
    if (!product) return fail('not_found', 'This product could not be found.');

    const id = deps.ids.newId();
    let reviewImage: string | null = null;
    if (input.image) {
      for (const width of REVIEW_IMAGE_WIDTHS) {
        let webp: Uint8Array;
        try {
          webp = await deps.images.toWebp(input.image, width);
        } catch {
          return invalid({ reviewImage: 'The photo could not be read. Please choose another PNG or JPEG image.' });
        }
        const url = await deps.media.put(reviewImageKey(id, width), webp, 'image/webp');
        if (width === 640) reviewImage = url;
      }
    }
    const rating = Number(input.rating);
    const review = {
      id,
      productId: product.id,
      userId: input.userId,
      firstName: normalizeName(input.firstName),
      lastName: normalizeName(input.lastName),
      email: input.email.trim().toLowerCase(),
      review: input.review.trim(),
      rating,
      reviewImage,
      createdAt: deps.clock.now(),
    };
    const text = [
      `${review.firstName} ${review.lastName} <${review.email}>${review.userId ? ' (registered customer)' : ''} reviewed ${product.name}:`,
      `Rating: ${rating}/5`,
      '',
      quoteInMail(review.review),
      '',
      reviewImage ? `Photo: ${reviewImage}` : 'No photo.',
      'Publish or delete it in the back office under Reviews.',
    ].join('\n');
    return deps.uow.run(async (s) => {
      await s.engagement.insertReview(review);
      await s.outbox.job('send-mail', { to: deps.supportEmail, subject: `New review of ${product.name} (${rating}/5)`, text });
      await s.outbox.event('review.submitted', { reviewId: review.id, productId: review.productId });
      return ok({ message: REVIEW_THANKS });
    });
  };
}

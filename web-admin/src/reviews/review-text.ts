import type { AdminReview } from './reviews-api';

/** The reviewer as the list shows them: first name and last initial ('Ava N.'). */
export function reviewerName(review: Pick<AdminReview, 'firstName' | 'lastName'>): string {
  const first = review.firstName.trim();
  const initial = [...review.lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** Words as a path segment of the back office's routes: spaces as dashes ('Summit Jacket' → 'Summit-Jacket'). */
const dashed = (text: string): string => encodeURIComponent(text.trim().replace(/\s+/g, '-'));

/** The admin product page of the review's product: /adminpanel/products/{name with dashes}/{id}. */
export const productLink = (review: Pick<AdminReview, 'product'>): string => `/adminpanel/products/${dashed(review.product.name) || '-'}/${encodeURIComponent(review.product._id)}`;

/** The admin user page of the reviewer's account, or null for a guest: /adminpanel/users/{First-Last}/{id}. */
export function userLink(review: Pick<AdminReview, 'userId'>): string | null {
  const user = review.userId;
  if (!user) return null;
  return `/adminpanel/users/${dashed(`${user.firstName} ${user.lastName}`) || '-'}/${encodeURIComponent(user._id)}`;
}

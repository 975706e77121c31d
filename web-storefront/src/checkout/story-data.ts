import type { CartLine } from '../cart/CartStore';

/** Sample cart lines for the checkout stories. */
export const STORY_LINES: CartLine[] = [
  {
    product: {
      _id: 'p1',
      name: 'Organic Trail Tee',
      price: 45,
      imageList: [{ _id: 'i1', imageUrl: '/favicon.svg' }],
      variants: [{ _id: 'm', variantName: 'M', variantStockLevel: 4 }],
    } as CartLine['product'],
    variant: 'm',
    quantity: 2,
  },
  { product: { _id: 'p2', name: 'Merino Beanie', price: 39.95, imageList: [] }, variant: '', quantity: 1 },
];

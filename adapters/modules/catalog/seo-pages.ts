/** Search-engine descriptions of the storefront's content pages (paths without parameters). */
export const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/': 'Sustainable outdoor apparel and gear, Australian owned and made for the trail from Melbourne. Free domestic shipping over $100; 10% of every sale goes to conservation.',
  '/about': 'Who we are: an Australian-owned outdoor brand from Melbourne making sustainable apparel and gear, giving 10% of every purchase to conservation groups.',
  '/sustainability': 'How we make our gear: sustainable fabrics, low-waste packaging and 10% of every sale pledged to preserving the environment.',
  '/howtoapply': 'How to apply nail wraps, step by step, for a finish that lasts.',
  '/explore': 'Explore the brand: who we are, our sustainability commitments and how we give back for every sale.',
  '/shop': 'Shop sustainable t-shirts, beanies, caps and nail wraps. Free shipping on domestic orders over $100 and international orders over $150.',
  '/help-centre': 'Help centre: order status, shipping, returns, becoming a stockist and answers to common questions. We reply to e-mails within 2 business days.',
  '/faqs': 'Frequently asked questions about our products, online orders, payment methods, shipping and returns.',
  '/order-status': 'Check the status of your order and track its delivery.',
  '/becomestockist': 'Become a stockist of our sustainable outdoor apparel and gear. We reply to every inquiry within 24-48 hours.',
  '/shipping-policy': 'Shipping policy: orders ship within 24 hours; standard delivery 4-7 business days, express 1-3, international up to 10. Free domestic shipping over $100.',
  '/termsofuse': 'Terms of use of our online shop.',
  '/privacypolicy': 'Privacy policy: how we collect, use and keep your personal information.',
  '/returns-policy': 'Returns policy: free 30-day returns and exchanges, processed within 3-5 days.',
};

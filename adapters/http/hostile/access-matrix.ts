// Who may call what: one row per API route (method and Express path as registered), with the outcome
// each caller must get. Customer B always acts on customer A's records (A's user id, order, address
// and cart), so B's column says what a stranger gets for someone else's data. A route without a row
// fails access-matrix.test.ts.

/**
 * ok: 2xx. unauthenticated: 401. forbidden: 403. not-found: 404 (someone else's record answers like
 * one that does not exist). invalid: 400 — let in, refused on its input (a wrong code, a webhook
 * without a signature, a wrong password). rejected: another 4xx on the merits (402 declined, 409).
 */
export type Outcome = 'ok' | 'unauthenticated' | 'forbidden' | 'not-found' | 'invalid' | 'rejected';

export type Caller = 'anonymous' | 'customerA' | 'customerB' | 'admin';

/** The records a request may name, made by the test's factories. */
export interface Fixtures {
  userA: { id: string; email: string; password: string };
  /** A's order: its record id and its order number. */
  orderA: { id: string; orderid: string };
  addressA: string;
  product: { id: string; variantId: string };
  category: string;
  coupon: { id: string; code: string };
  review: string;
  /** A fresh record of each kind (its id), for calls that delete or change it for good (not A: A's session must outlive the run). */
  fresh: Record<'user' | 'order' | 'category' | 'coupon' | 'review' | 'product', () => Promise<string>>;
}

export interface Request {
  /** The path with its parameters filled (default: the Express path, with `:page` 1 and the rest `-`). */
  path?: string;
  body?: unknown;
}

export interface Row {
  /** anonymous, customer A, customer B, administrator. */
  expect: readonly [Outcome, Outcome, Outcome, Outcome];
  request?: (f: Fixtures) => Request | Promise<Request>;
  /** The call ends the caller's session (logout): each caller makes it with a session of its own. */
  endsSession?: true;
  /** The answer is an endless stream (server-sent events): only its status is read. */
  stream?: true;
}

const ADMIN_ONLY = ['unauthenticated', 'forbidden', 'forbidden', 'ok'] as const;
/** An administrator's call whose input is refused (kept so; access is the point): still past the guard. */
const ADMIN_ONLY_INVALID = ['unauthenticated', 'forbidden', 'forbidden', 'invalid'] as const;
const PUBLIC = ['ok', 'ok', 'ok', 'ok'] as const;
const PUBLIC_INVALID = ['invalid', 'invalid', 'invalid', 'invalid'] as const;

const line = (f: Fixtures) => ({ product: f.product.id, variant: f.product.variantId, quantity: 1 });
const cartParams = (f: Fixtures, uid: string | undefined) => ({ params: { product: f.product.id, variant: f.product.variantId, quantity: 1, uid, cart: uid ? undefined : [line(f)] } });
const details = { firstname: 'Ada', lastname: 'Lovelace', phoneNumber: '0412 345 678', streetAdress: '1 Collins St', city: 'Melbourne', region: 'VIC', zipCode: '3000', country: 'Australia' };
let buyers = 0;
const order = (f: Fixtures) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `matrix.buyer.${++buyers}@example.com`,
  address: '1 Collins St',
  city: 'Melbourne',
  country: 'Australia',
  region: 'VIC',
  postcode: '3000',
  phoneNumber: '0412 345 678',
  message: '',
  shippingType: 'standard-shipping',
  cart: [line(f)],
  goGreen: false,
});

export const ACCESS_MATRIX: Record<string, Row> = {
  // ---- Catalogue (public) ----
  'GET /api/products/getproducts/:page/:orderby/:productSearch/:category': { expect: PUBLIC, request: () => ({ path: '/api/products/getproducts/1/bestselling/-/-' }) },
  'GET /api/products/getSpecificProduct/:productid': { expect: PUBLIC, request: (f) => ({ path: `/api/products/getSpecificProduct/${f.product.id}` }) },
  'GET /api/reviews/getProductReviews/:productId/:page': { expect: PUBLIC, request: (f) => ({ path: `/api/reviews/getProductReviews/${f.product.id}/1` }) },
  'POST /api/products/getBestSellers': { expect: PUBLIC, request: () => ({ body: {} }) },
  'GET /api/products/getYouMayAlsoLike': { expect: PUBLIC, request: (f) => ({ path: `/api/products/getYouMayAlsoLike?_id=${f.product.id}` }) },
  'GET /api/categories/getCategories': { expect: PUBLIC },
  'GET /api/places/suggest': { expect: PUBLIC, request: () => ({ path: '/api/places/suggest?q=Collins' }) },
  'GET /api/places/config': { expect: PUBLIC },
  'GET /api/tracking/config': { expect: PUBLIC },
  'GET /api/healthz': { expect: PUBLIC },
  'GET /api/readyz': { expect: PUBLIC },

  // ---- Cart: A's server cart (uid = A's id) is A's alone ----
  'POST /api/cart/addQuantityToCart': { expect: ['forbidden', 'ok', 'forbidden', 'forbidden'], request: (f) => ({ body: cartParams(f, f.userA.id) }) },
  'POST /api/cart/removeFromCart': { expect: ['forbidden', 'ok', 'forbidden', 'forbidden'], request: (f) => ({ body: cartParams(f, f.userA.id) }) },
  'POST /api/cart/validateCart/:userid': { expect: ['forbidden', 'ok', 'forbidden', 'forbidden'], request: (f) => ({ path: `/api/cart/validateCart/${f.userA.id}`, body: { userid: f.userA.id } }) },
  'POST /api/cart/checkStockLevel': { expect: PUBLIC, request: (f) => ({ body: { params: { cart: [line(f)], product: f.product.id, variant: f.product.variantId } } }) },

  // ---- Accounts ----
  'POST /api/users/login': { expect: PUBLIC_INVALID, request: (f) => ({ body: { email: f.userA.email, password: 'not the password' } }) },
  'POST /api/users/logout': { expect: ['unauthenticated', 'ok', 'ok', 'ok'], request: () => ({ body: {} }), endsSession: true },
  'POST /api/users/register': {
    expect: PUBLIC_INVALID,
    request: (f) => ({ body: { firstName: 'Ada', lastName: 'Lovelace', email: f.userA.email, password: 'a long passphrase', password2: 'a long passphrase' } }),
  },
  // Each caller downloads their own data (B gets B's, never A's: proven in data-rights-routes.test.ts).
  'GET /api/users/data-export': { expect: ['unauthenticated', 'ok', 'ok', 'ok'] },
  // A wrong password: nobody's account is erased here (erasure itself: data-rights-routes.test.ts).
  'POST /api/users/delete-account': { expect: ['unauthenticated', 'invalid', 'invalid', 'forbidden'], request: () => ({ body: { password: 'not the password' } }) },
  'POST /api/users/verify-user': { expect: PUBLIC, request: (f) => ({ body: { email: f.userA.email } }) },
  'POST /api/users/verifyaccount/:code': { expect: ['not-found', 'not-found', 'not-found', 'not-found'], request: () => ({ path: '/api/users/verifyaccount/not-a-code', body: {} }) },
  'POST /api/users/reset-password': { expect: PUBLIC, request: (f) => ({ body: { email: f.userA.email } }) },
  'POST /api/users/newPassword/:userid/:code': {
    expect: PUBLIC_INVALID,
    request: (f) => ({ path: `/api/users/newPassword/${f.userA.id}/not-a-code`, body: { password1: 'a new long passphrase', password2: 'a new long passphrase' } }),
  },
  'POST /api/users/newAddress': {
    expect: ['unauthenticated', 'ok', 'forbidden', 'forbidden'],
    request: (f) => ({ body: { user: f.userA.id, streetAdress: '2 Collins St', city: 'Melbourne', zipCode: '3000', region: 'VIC', country: 'Australia' } }),
  },
  'POST /api/users/editAddress': {
    expect: ['unauthenticated', 'ok', 'forbidden', 'forbidden'],
    request: (f) => ({ body: { user: f.userA.id, editAddressId: f.addressA, editStreetAdress: '3 Collins St', editCity: 'Melbourne', editPostcode: '3000', editRegion: 'VIC' } }),
  },
  'POST /api/users/deleteAddress': { expect: ['unauthenticated', 'ok', 'forbidden', 'forbidden'], request: (f) => ({ body: { user: f.userA.id, address: f.addressA } }) },
  'POST /api/users/verifyUser': { expect: ['unauthenticated', 'ok', 'forbidden', 'forbidden'], request: (f) => ({ body: { ...details, email: f.userA.email, user: f.userA.id } }) },
  'GET /api/orders/getProfileOrders/:userId': { expect: ['unauthenticated', 'ok', 'forbidden', 'forbidden'], request: (f) => ({ path: `/api/orders/getProfileOrders/${f.userA.id}` }) },
  'GET /api/orders/getOrder/:orderid': { expect: ['not-found', 'ok', 'not-found', 'ok'], request: (f) => ({ path: `/api/orders/getOrder/${f.orderA.orderid}` }) },

  // ---- Checkout (public: guests check out; payments are judged on their merits) ----
  'POST /api/guestUsers/guestUserData': { expect: PUBLIC, request: () => ({ body: { ...details, email: 'matrix.guest@example.com', guestUser: true } }) },
  'POST /api/discounts/applyDiscount': { expect: PUBLIC, request: (f) => ({ body: { coupon: f.coupon.code } }) },
  'GET /api/payments/config': { expect: PUBLIC },
  'POST /api/payments/test/payment-methods': { expect: PUBLIC, request: () => ({ body: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } }) },
  'POST /api/payments/paypal/orders': { expect: PUBLIC, request: (f) => ({ body: order(f) }) },
  'POST /api/orders/receiveStripePayment': { expect: ['rejected', 'rejected', 'rejected', 'rejected'], request: (f) => ({ body: { ...order(f), paymentId: 'pm_test_declined_matrix' } }) },
  'POST /api/orders/confirmStripePayment': { expect: PUBLIC_INVALID, request: () => ({ body: {} }) },
  'POST /api/orders/receivePaypalPayment': { expect: PUBLIC_INVALID, request: (f) => ({ body: order(f) }) },
  'POST /api/orders/expressCheckout': { expect: PUBLIC_INVALID, request: (f) => ({ body: order(f) }) },
  // Not configured in the test app: the provider's webhook is not there.
  'POST /api/webhooks/stripe': { expect: ['not-found', 'not-found', 'not-found', 'not-found'], request: () => ({ body: { type: 'payment_intent.succeeded' } }) },
  'POST /api/webhooks/paypal': { expect: ['not-found', 'not-found', 'not-found', 'not-found'], request: () => ({ body: { event_type: 'PAYMENT.CAPTURE.COMPLETED' } }) },

  // ---- Engagement (public forms) ----
  'POST /api/guestUsers/newsletter': { expect: PUBLIC, request: () => ({ body: { email: `matrix.news.${++buyers}@example.com` } }) },
  'POST /api/reviews/feedback': { expect: PUBLIC, request: () => ({ body: { email: 'matrix.feedback@example.com', feedback: 'Lovely shop.', stars: 5 } }) },
  'POST /api/reviews/becomestockist': {
    expect: PUBLIC,
    request: () => ({
      body: {
        fullName: 'Ada Lovelace',
        email: `matrix.stockist.${++buyers}@example.com`,
        phoneNumber: '0412 345 678',
        businessName: 'Trail Co',
        abn: '51 824 753 556',
        category: 'Outdoor',
        website: 'https://example.com',
        message: 'We would like to stock your range.',
      },
    }),
  },
  'POST /api/reviews/newReview': {
    expect: PUBLIC,
    request: (f) => ({ body: { productId: f.product.id, review: 'Warm and light.', firstName: 'Ada', lastName: 'Lovelace', email: `matrix.review.${++buyers}@example.com`, rating: 5 } }),
  },
  'POST /api/analytics/events': { expect: PUBLIC, request: () => ({ body: { events: [{ name: 'PageView', path: '/' }] } }) },

  // ---- Back office: administrators only ----
  'GET /api/admin/getOrders/:page/:filter/:query/:orderStatus/:paymentType/:shippingType': { expect: ADMIN_ONLY, request: () => ({ path: '/api/admin/getOrders/1/newest/-/All/All/All' }) },
  'GET /api/admin/exportOrders/:filter/:query/:orderStatus/:paymentType/:shippingType': { expect: ADMIN_ONLY, request: () => ({ path: '/api/admin/exportOrders/newest/-/All/All/All' }) },
  'GET /api/admin/getSelectedOrder/:id': { expect: ADMIN_ONLY, request: (f) => ({ path: `/api/admin/getSelectedOrder/${f.orderA.id}` }) },
  'POST /api/admin/updateDeliveryDate/:id': { expect: ADMIN_ONLY, request: (f) => ({ path: `/api/admin/updateDeliveryDate/${f.orderA.id}`, body: { trackingNumber: 'TRACK123456' } }) },
  'POST /api/admin/deleteOrder/:id': { expect: ADMIN_ONLY, request: async (f) => ({ path: `/api/admin/deleteOrder/${await f.fresh.order()}`, body: {} }) },
  'POST /api/admin/cancelOrder/:id': { expect: ADMIN_ONLY, request: async (f) => ({ path: `/api/admin/cancelOrder/${await f.fresh.order()}`, body: {} }) },
  'GET /api/admin/auditLog/:entityType/:entityId/:page': { expect: ADMIN_ONLY, request: (f) => ({ path: `/api/admin/auditLog/order/${f.orderA.id}/1` }) },
  'GET /api/admin/getCategories': { expect: ADMIN_ONLY },
  'POST /api/admin/createNewCategory': { expect: ADMIN_ONLY, request: () => ({ body: { name: 'matrix category', isVisible: true } }) },
  'POST /api/admin/setCategoryStatus/:id': { expect: ADMIN_ONLY, request: (f) => ({ path: `/api/admin/setCategoryStatus/${f.category}`, body: { isVisible: false } }) },
  'POST /api/admin/deleteCategory/:id': { expect: ADMIN_ONLY, request: async (f) => ({ path: `/api/admin/deleteCategory/${await f.fresh.category()}`, body: {} }) },
  'GET /api/admin/revenueDetails': { expect: ADMIN_ONLY },
  'GET /api/admin/getTotalUserDetails': { expect: ADMIN_ONLY },
  'GET /api/admin/getSaleStats/:months': { expect: ADMIN_ONLY, request: () => ({ path: '/api/admin/getSaleStats/6' }) },
  'GET /api/admin/getLatestOrders': { expect: ADMIN_ONLY },
  'GET /api/admin/getAverageOrderSize': { expect: ADMIN_ONLY },
  'GET /api/admin/getAverageOrderValue': { expect: ADMIN_ONLY },
  'GET /api/admin/getAveragePerShipping': { expect: ADMIN_ONLY },
  'GET /api/admin/calculateCouponStats': { expect: ADMIN_ONLY },
  'GET /api/admin/events': { expect: ADMIN_ONLY, stream: true },
  'GET /api/admin/googleAnalyticsDetails/:period': { expect: ADMIN_ONLY, request: () => ({ path: '/api/admin/googleAnalyticsDetails/7daysAgo' }) },
  'GET /api/admin/googleAnalyticsLists/:period': { expect: ADMIN_ONLY, request: () => ({ path: '/api/admin/googleAnalyticsLists/7daysAgo' }) },
  'GET /api/admin/getMapData/:period': { expect: ADMIN_ONLY, request: () => ({ path: '/api/admin/getMapData/7daysAgo' }) },
  'GET /api/admin/getAdminProducts/:page/:filter/:query': { expect: ADMIN_ONLY, request: () => ({ path: '/api/admin/getAdminProducts/1/-/-' }) },
  'GET /api/admin/getSingleProduct/:id': { expect: ADMIN_ONLY, request: (f) => ({ path: `/api/admin/getSingleProduct/${f.product.id}` }) },
  'POST /api/admin/newProduct': { expect: ADMIN_ONLY_INVALID, request: () => ({ body: {} }) },
  'POST /api/admin/updateProduct/:id': { expect: ADMIN_ONLY, request: (f) => ({ path: `/api/admin/updateProduct/${f.product.id}`, body: {} }) },
  'GET /api/admin/deleteProduct/:id': { expect: ADMIN_ONLY, request: async (f) => ({ path: `/api/admin/deleteProduct/${await f.fresh.product()}` }) },
  'DELETE /api/admin/deleteProduct/:id': { expect: ADMIN_ONLY, request: async (f) => ({ path: `/api/admin/deleteProduct/${await f.fresh.product()}` }) },
  'POST /api/admin/deleteProductImage/:id': { expect: ADMIN_ONLY_INVALID, request: (f) => ({ path: `/api/admin/deleteProductImage/${f.product.id}`, body: {} }) },
  'POST /api/admin/removeVariant/:id': {
    expect: ADMIN_ONLY,
    request: (f) => ({ path: `/api/admin/removeVariant/${f.product.id}`, body: { variants: [{ _id: f.product.variantId, variantName: 'M', variantStockLevel: 50 }] } }),
  },
  'GET /api/admin/getBulkProducts': { expect: ADMIN_ONLY },
  'POST /api/admin/bulkUpdateProducts': { expect: ADMIN_ONLY_INVALID, request: () => ({ body: {} }) },
  'GET /api/admin/exportProductsCsv': { expect: ADMIN_ONLY },
  'POST /api/admin/previewProductsCsv': { expect: ADMIN_ONLY_INVALID, request: () => ({ body: {} }) },
  'POST /api/admin/importProductsCsv': { expect: ADMIN_ONLY_INVALID, request: () => ({ body: {} }) },
  'GET /api/admin/getAdminCoupons/:page': { expect: ADMIN_ONLY },
  'POST /api/admin/createNewCoupon': {
    expect: ADMIN_ONLY,
    request: () => ({ body: { code: `MATRIX${++buyers}`, isPercent: false, amount: 5, expireDate: '2030-01-01', isOneTime: false } }),
  },
  'POST /api/admin/deactivateCoupon/:id': { expect: ADMIN_ONLY, request: (f) => ({ path: `/api/admin/deactivateCoupon/${f.coupon.id}`, body: { isActive: true } }) },
  'POST /api/admin/deleteCoupon/:id': { expect: ADMIN_ONLY, request: async (f) => ({ path: `/api/admin/deleteCoupon/${await f.fresh.coupon()}`, body: {} }) },
  'GET /api/admin/getAdminReviews/:page': { expect: ADMIN_ONLY },
  'POST /api/admin/updateReview/:id': { expect: ADMIN_ONLY, request: (f) => ({ path: `/api/admin/updateReview/${f.review}`, body: { isActive: true } }) },
  'POST /api/admin/deleteAdminReview/:id': { expect: ADMIN_ONLY, request: async (f) => ({ path: `/api/admin/deleteAdminReview/${await f.fresh.review()}`, body: {} }) },
  'GET /api/admin/getUsers/:page/:filter/:query': { expect: ADMIN_ONLY, request: () => ({ path: '/api/admin/getUsers/1/-/-' }) },
  'GET /api/admin/getSingleUser/:id': { expect: ADMIN_ONLY, request: (f) => ({ path: `/api/admin/getSingleUser/${f.userA.id}` }) },
  'POST /api/admin/updateSingleUser/:id': { expect: ADMIN_ONLY_INVALID, request: async (f) => ({ path: `/api/admin/updateSingleUser/${await f.fresh.user()}`, body: { nonsense: true } }) },
  'GET /api/admin/deleteSingleUser/:id': { expect: ADMIN_ONLY, request: async (f) => ({ path: `/api/admin/deleteSingleUser/${await f.fresh.user()}` }) },
  'DELETE /api/admin/deleteSingleUser/:id': { expect: ADMIN_ONLY, request: async (f) => ({ path: `/api/admin/deleteSingleUser/${await f.fresh.user()}` }) },
};

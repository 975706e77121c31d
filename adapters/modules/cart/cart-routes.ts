import express, { type Router } from 'express';
import { z } from 'zod';
import type { makeAddQuantityToCart } from '../../../application/cart/add-quantity-to-cart.js';
import type { CartAnswer } from '../../../application/cart/cart-session.js';
import type { makeCheckStockLevel } from '../../../application/cart/check-stock-level.js';
import type { makeRemoveFromCart } from '../../../application/cart/remove-from-cart.js';
import type { makeValidateCart } from '../../../application/cart/validate-cart.js';
import { ok } from '../../../domain/result.js';
import { apiRoute } from '../../http/api-route.js';
import type { CartUpdateResponse, ValidateCartResponse } from '../../http/contract/cart.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { toLines, uidParam } from '../../http/schemas.js';
import { cartLinesView } from '../../http/cart-views.js';
import { addQuantityToCartBody, cartAnswer, cartUpdateAnswer, checkStockLevelBody, removeFromCartBody, validateCartAnswer, validateCartBody } from '../../http/contract/cart.js';

export interface CartRoutesDeps {
  registry: ApiRegistry;
  addQuantityToCart: ReturnType<typeof makeAddQuantityToCart>;
  checkStockLevel: ReturnType<typeof makeCheckStockLevel>;
  removeFromCart: ReturnType<typeof makeRemoveFromCart>;
  validateCart: ReturnType<typeof makeValidateCart>;
}

const TAG = 'Cart';

const updateView = (a: CartAnswer): CartUpdateResponse => (a.resetGuest === true ? { resetGuest: true } : { cart: cartLinesView(a.lines, a.products) });

const OWNER_DOC =
  "uid is the signed-in user's id (must be the caller's own, else 403) or a stored guest id (the guest's server cart); a uid naming no user any more answers {resetGuest: true}. " +
  'Without uid a guest sends the local cart in `cart` and gets it back.';

export function cartRouter(d: CartRoutesDeps): Router {
  const router = express.Router();
  const caller = (req: express.Request) => req.user?.userId ?? null;

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/cart/addQuantityToCart',
    summary: 'Add a quantity of a product/size to the cart',
    description: `${OWNER_DOC} Stock failures answer 409 {stockLevel: message}; a size missing when the product has several answers 400 {variant: message}.`,
    tag: TAG,
    auth: 'public',
    body: addQuantityToCartBody,
    answer: cartUpdateAnswer,
    responses: { 200: '{cart} or {resetGuest: true}', 400: 'Bad input', 403: "Someone else's cart", 404: 'No such product', 409: '{stockLevel: message}' },
    handler: async ({ body, req }) => {
      const p = body.params;
      const r = await d.addQuantityToCart({ uid: p.uid, callerId: caller(req), localCart: toLines(p.cart), productId: p.product.toLowerCase(), variantId: p.variant, quantity: p.quantity });
      return r.ok ? ok(updateView(r.value)) : r;
    },
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/cart/checkStockLevel',
    summary: 'Check that one more of a product/size fits in the cart',
    description: 'Answers {cart} with that line raised by one (nothing stored), or 409 {stockLevel: message}.',
    tag: TAG,
    auth: 'public',
    body: checkStockLevelBody,
    answer: cartAnswer,
    responses: { 200: '{cart}', 400: 'Bad input', 404: 'No such product', 409: '{stockLevel: message}' },
    handler: async ({ body }) => {
      const p = body.params;
      const r = await d.checkStockLevel({ cart: toLines(p.cart), productId: p.product.toLowerCase(), variantId: p.variant });
      return r.ok ? ok({ cart: cartLinesView(r.value.lines, r.value.products) }) : r;
    },
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/cart/removeFromCart',
    summary: 'Remove a product/size from the cart',
    description: `${OWNER_DOC} Without variant every line of the product goes.`,
    tag: TAG,
    auth: 'public',
    body: removeFromCartBody,
    answer: cartUpdateAnswer,
    responses: { 200: '{cart} or {resetGuest: true}', 400: 'Bad input', 403: "Someone else's cart" },
    handler: async ({ body, req }) => {
      const p = body.params;
      const r = await d.removeFromCart({ uid: p.uid, callerId: caller(req), localCart: toLines(p.cart), productId: p.product.toLowerCase(), variantId: p.variant });
      return r.ok ? ok(updateView(r.value)) : r;
    },
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/cart/validateCart/:userid',
    summary: 'Check a cart against stock, visibility and prices',
    description: `userid as uid above; write \`-\` for a guest without id, who sends \`cart\`. Answers {dbCart, warnings} (the corrected cart is stored for a server cart) or {resetGuest: true}.`,
    tag: TAG,
    auth: 'public',
    params: z.object({ userid: uidParam }),
    body: validateCartBody,
    answer: validateCartAnswer,
    responses: { 200: '{dbCart, warnings}', 400: 'Bad input', 403: "Someone else's cart" },
    handler: async ({ params, body, req }) => {
      const r = await d.validateCart({ uid: params.userid, callerId: caller(req), localCart: toLines(body.cart) });
      if (!r.ok) return r;
      if (r.value.resetGuest === true) return ok<ValidateCartResponse | { resetGuest: true }>({ resetGuest: true });
      const answer: ValidateCartResponse | { resetGuest: true } = {
        dbCart: cartLinesView(r.value.lines, r.value.products),
        warnings: r.value.warnings.map((w) => ({ product: w.product, definition: w.definition })),
      };
      return ok(answer);
    },
  });

  return router;
}

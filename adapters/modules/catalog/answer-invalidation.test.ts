import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOG_EVENT_CHANNELS } from '../../../application/catalog/events.js';
import { EVENT_CHANNELS, type ShopEventType } from '../../../application/platform/events.js';
import { SHOP_SORT_KEYS, type ShopSort } from '../../../domain/catalogue.js';
import { ANSWER_CHANNELS, ANSWER_RULES, invalidates, listOrdersChanged, type AnswerScope } from './answer-invalidation.js';
import { catalogModule } from './module.js';
import { Container } from 'inversify';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const page = (sort: ShopSort, ...ids: string[]): AnswerScope => ({ kind: 'list', sort, productIds: new Set(ids) });
const productPage = (id: string): AnswerScope => ({ kind: 'product', productId: id });

describe('which cached answers a change makes wrong', () => {
  it('a stock change: the product page, the lists showing it, and best-selling lists (sold counts reorder them), nothing else', () => {
    const event = { type: 'stock.changed', data: { productIds: [A] } };
    expect(invalidates(event, productPage(A))).toBe(true);
    expect(invalidates(event, productPage(B))).toBe(false);
    expect(invalidates(event, page('pricelow', B, A))).toBe(true);
    expect(invalidates(event, page('pricelow', B, C))).toBe(false);
    expect(invalidates(event, page('created_descending', B))).toBe(false);
    expect(invalidates(event, page('bestselling', B, C))).toBe(true);
  });

  it('a product edit: its page and every list (it may enter any of them), not the other products’ pages', () => {
    const event = { type: 'product.changed', data: { productIds: [A, B] } };
    expect(invalidates(event, productPage(A))).toBe(true);
    expect(invalidates(event, productPage(B))).toBe(true);
    expect(invalidates(event, productPage(C))).toBe(false);
    expect(invalidates(event, page('pricehigh', C))).toBe(true);
    expect(invalidates(event, page('pricehigh'))).toBe(true);
  });

  it('a category change: everything', () => {
    const event = { type: 'category.changed', data: { categoryId: A } };
    expect(invalidates(event, productPage(C))).toBe(true);
    expect(invalidates(event, page('pricelow', C))).toBe(true);
  });

  it('a published review: the product page and the lists showing its rating', () => {
    const event = { type: 'review.changed', data: { productId: A, reviewId: B } };
    expect(invalidates(event, productPage(A))).toBe(true);
    expect(invalidates(event, page('bestselling', C, A))).toBe(true);
    expect(invalidates(event, page('bestselling', C))).toBe(false);
    expect(invalidates(event, productPage(C))).toBe(false);
  });

  it('orders, users and submitted reviews change no answer', () => {
    for (const type of ['order.placed', 'order.cancelled', 'order.updated', 'user.created', 'user.changed', 'review.submitted']) {
      expect(invalidates({ type, data: { productIds: [A], productId: A } }, productPage(A))).toBe(false);
    }
  });

  it('fails closed: an unknown event, or a known one with data of another shape, drops every answer', () => {
    fc.assert(
      fc.property(
        fc.string().filter((t) => !Object.hasOwn(EVENT_CHANNELS, t)),
        fc.anything(),
        fc.constantFrom(...SHOP_SORT_KEYS),
        fc.array(fc.uuid()),
        (type, data, sort, ids) => invalidates({ type, data }, page(sort, ...ids)) && invalidates({ type, data }, productPage(A)),
      ),
    );
    expect(invalidates({ type: 'stock.changed', data: null }, productPage(C))).toBe(true);
    expect(invalidates({ type: 'review.changed', data: 'nonsense' }, page('pricelow'))).toBe(true);
  });

  it('a change always drops the answers that show one of its products', () => {
    const showingTypes = ['stock.changed', 'product.changed', 'review.changed', 'category.changed'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...showingTypes), fc.uuid(), fc.array(fc.uuid()), fc.constantFrom(...SHOP_SORT_KEYS), (type, id, others, sort) => {
        const data = type === 'review.changed' ? { productId: id, reviewId: B } : type === 'category.changed' ? { categoryId: C } : { productIds: [id] };
        return invalidates({ type, data }, productPage(id)) && invalidates({ type, data }, page(sort, ...others, id));
      }),
    );
  });

  it('a stock change never drops a list in another order that does not show the product (the cache pays under orders)', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.array(fc.uuid()), fc.constantFrom(...SHOP_SORT_KEYS.filter((s) => s !== 'bestselling')), (id, others, sort) => {
        fc.pre(!others.includes(id));
        return !invalidates({ type: 'stock.changed', data: { productIds: [id] } }, page(sort, ...others));
      }),
    );
  });
});

describe('what the cache listens to', () => {
  it('every catalogue event changes some answer, so none is left out by mistake', () => {
    for (const type of Object.keys(CATALOG_EVENT_CHANNELS) as ShopEventType[]) expect(ANSWER_RULES[type], type).not.toBe('none');
  });

  it('the catalog module subscribes, promptly, to the channel of every event that changes an answer', () => {
    const changing = (Object.keys(ANSWER_RULES) as ShopEventType[]).filter((t) => ANSWER_RULES[t] !== 'none');
    const container = new Container();
    catalogModule.bind?.(container);
    const subscriptions = catalogModule.subscriptions?.(container) ?? [];
    for (const type of changing) {
      expect(ANSWER_CHANNELS).toContain(EVENT_CHANNELS[type]);
      expect(subscriptions.find((s) => s.channel === EVENT_CHANNELS[type])?.prompt, type).toBe(true);
    }
  });
});

describe('which whole lists a change reorders (the listing memo)', () => {
  it('a stock change: the best-selling lists holding its products; an edit or a category change: every list; a review or an order: none', () => {
    const stock = { type: 'stock.changed', data: { productIds: ['a', 'b'] } };
    expect(listOrdersChanged(stock, 'bestselling')).toEqual(new Set(['a', 'b']));
    for (const sort of SHOP_SORT_KEYS.filter((s) => s !== 'bestselling')) expect(listOrdersChanged(stock, sort)).toEqual(new Set());
    for (const sort of SHOP_SORT_KEYS) {
      expect(listOrdersChanged({ type: 'product.changed', data: { productIds: ['a'] } }, sort)).toBe('all');
      expect(listOrdersChanged({ type: 'category.changed', data: { categoryId: 'c' } }, sort)).toBe('all');
      expect(listOrdersChanged({ type: 'review.changed', data: { productId: 'a', reviewId: 'r' } }, sort)).toEqual(new Set());
      expect(listOrdersChanged({ type: 'order.placed', data: { orderId: 'o' } }, sort)).toEqual(new Set());
      // An event this code does not know: every list (fail closed).
      expect(listOrdersChanged({ type: 'catalog.reshuffled', data: null }, sort)).toBe('all');
    }
    // A stock change that does not name its products as a list of ids: every best-selling list.
    for (const data of [{ productIds: 'a' }, { productIds: [1] }, null]) expect(listOrdersChanged({ type: 'stock.changed', data }, 'bestselling')).toBe('all');
  });
});

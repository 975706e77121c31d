import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch, makeToken, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { RootStore } from '../stores/RootStore';
import { BUYER_INFORMED, ORDER_CANCELLED } from './OrderDetailStore';
import { ORDER_FILTER_DEFAULTS, type AdminOrder, type AdminOrderRow } from './orders-api';
import { NO_ORDERS, NO_RESULTS } from './OrdersStore';
import { orderAge } from './order-text';

type Respond = (r: RecordedRequest) => { status?: number; body?: unknown };

function setup(respond: Respond) {
  const storage = new MemoryStorage({ token: makeToken({ exp: 4_102_444_800, user: { isAdmin: true } }) });
  const { fetch, requests } = fakeFetch(respond);
  const api = new ApiClient({ fetch, storage, authFailureStatuses: [401, 403] });
  const root = new RootStore(api, { storage, redirect: () => undefined });
  return { root, store: root.orders, requests, storage };
}

const id = '00000000-0000-4000-8000-00000000000a';
const row = (n: number): AdminOrderRow => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  orderid: `SS${n}`,
  created_at: '2026-11-01T00:00:00.000Z',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  total: 5995,
  shippingType: 'standardShipping',
  paymentType: 'stripe',
  orderStatus: 'Processing',
  trackingNumber: null,
  testMode: false,
});
const order = (over: Partial<AdminOrder> = {}): AdminOrder =>
  ({
    ...row(10),
    _id: id,
    subtotal: 4995,
    discount: 0,
    gst: 545,
    donation: 0,
    shippingFee: 10,
    shippingDate: null,
    coupon: null,
    products: [],
    address: '1 Collins St',
    city: 'Melbourne',
    region: 'VIC',
    postcode: '3000',
    country: 'Australia',
    phoneNumber: '0412345678',
    message: '',
    goGreen: false,
    userId: null,
    refundedAt: null,
    user: null,
    customerType: 'Not Enough Data',
    ...over,
  }) as AdminOrder;

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('the orders list', () => {
  it('asks for the filters as path segments, pages with Load More and counts what matches', async () => {
    const { store, requests } = setup((r) => ({ body: { orders: r.url.includes('/getOrders/1/') ? Array.from({ length: 20 }, (_, i) => row(i)) : [row(99)], count: 21 } }));
    await store.list.show({ ...ORDER_FILTER_DEFAULTS, query: 'ada@example.com', orderStatus: 'Confirmed', paymentType: 'Paypal' });
    expect(requests[0]!.url).toBe('/api/admin/getOrders/1/newest/ada%40example.com/Confirmed/Paypal/All');
    expect([store.list.items.length, store.list.count, store.list.hasMore]).toEqual([20, 21, true]);
    await store.list.loadMore();
    expect(requests[1]!.url).toBe('/api/admin/getOrders/2/newest/ada%40example.com/Confirmed/Paypal/All');
    expect([store.list.items.length, store.list.hasMore]).toEqual([21, false]);
  });

  it("shows a capped count of a broad search as '1,000+' and keeps Load More past it", async () => {
    const { store } = setup((r) =>
      r.url.includes('/getOrders/50/')
        ? { body: { orders: [row(1000)], count: 1001, countCapped: false } }
        : { body: { orders: Array.from({ length: 20 }, (_, i) => row(i)), count: 1000, countCapped: true } },
    );
    await store.list.show({ ...ORDER_FILTER_DEFAULTS, query: 'hopper' });
    expect([store.list.countText, store.list.hasMore]).toEqual(['1,000+', true]);
    for (let page = 2; page <= 50; page++) await store.list.loadMore();
    expect([store.list.items.length, store.list.countText, store.list.hasMore]).toEqual([981, '1,001', true]);
  });

  it("says 'No results found.' for a search that finds nothing and 'No orders found.' when there are none", async () => {
    const { store } = setup(() => ({ body: { orders: [], count: 0 } }));
    await store.list.show(ORDER_FILTER_DEFAULTS);
    expect([store.list.isEmpty, store.emptyText]).toEqual([true, NO_ORDERS]);
    await store.list.show({ ...ORDER_FILTER_DEFAULTS, query: 'nobody' });
    expect(store.emptyText).toBe(NO_RESULTS);
  });
});

describe('the CSV export', () => {
  it('asks for the orders of the current filters as CSV, and says why when it fails', async () => {
    let fail = false;
    const { store, requests } = setup((r) =>
      r.url.startsWith('/api/admin/exportOrders/')
        ? fail
          ? { status: 400, body: { filter: 'Sort must be newest or oldest.' } }
          : { body: 'Order number,Date\r\nK7PX2M9Q,2026-11-01\r\n' }
        : { body: { orders: [], count: 0 } },
    );
    await store.list.show({ ...ORDER_FILTER_DEFAULTS, orderStatus: 'Cancelled' });
    expect(await store.exportCsv()).toBe('Order number,Date\r\nK7PX2M9Q,2026-11-01\r\n');
    expect(requests[1]!.url).toBe('/api/admin/exportOrders/newest/-/Cancelled/All/All');
    fail = true;
    expect(await store.exportCsv()).toBeNull();
    expect([store.exportError, store.exporting]).toEqual(['Sort must be newest or oldest.', false]);
  });
});

describe('one order', () => {
  it('adds a tracking number after confirmation, says the buyer was informed for 3 s and closes the form after 3 s', async () => {
    const { store, requests } = setup((r) => (r.url.startsWith('/api/admin/updateDeliveryDate/') ? { body: order({ orderStatus: 'Confirmed', trackingNumber: 'AB123' }) } : { body: order() }));
    const detail = store.detail;
    await detail.load(id);
    expect(detail.canAddTracking).toBe(true);
    detail.openTracking();
    detail.askTracking();
    expect(detail.trackingError).toBe('Please enter a tracking number.');
    detail.setTrackingNumber(' ab123 ');
    detail.askTracking();
    expect(detail.tracking.subject).toBe('AB123');
    expect(requests).toHaveLength(1);
    await detail.tracking.confirm();
    expect(requests[1]).toMatchObject({ method: 'POST', url: `/api/admin/updateDeliveryDate/${id}`, body: { trackingNumber: 'AB123' } });
    expect([detail.order?.orderStatus, detail.notice.text, detail.trackingOpen, detail.canAddTracking]).toEqual(['Confirmed', BUYER_INFORMED, true, false]);
    vi.advanceTimersByTime(3_000);
    expect([detail.notice.text, detail.trackingOpen]).toEqual([null, false]);
  });

  it('keeps a refusal in the dialog, cancels after confirmation, and marks the order deleted after Delete', async () => {
    let refuse = true;
    const { store } = setup((r) => {
      if (r.url.startsWith('/api/admin/updateDeliveryDate/')) return { status: 409, body: { trackingNumber: 'This order already has a tracking number.' } };
      if (r.url.startsWith('/api/admin/cancelOrder/'))
        return refuse ? { status: 409, body: { message: 'This order is already cancelled.' } } : { body: order({ orderStatus: 'Cancelled', refundedAt: '2026-11-02T00:00:00.000Z' }) };
      if (r.url.startsWith('/api/admin/deleteOrder/')) return { body: { success: true } };
      return { body: order() };
    });
    const detail = store.detail;
    await detail.load(id);
    detail.setTrackingNumber('X');
    detail.askTracking();
    await detail.tracking.confirm();
    expect([detail.tracking.open, detail.tracking.error]).toEqual([true, 'This order already has a tracking number.']);
    detail.tracking.cancel();
    detail.cancellation.ask(detail.order!);
    await detail.cancellation.confirm();
    expect(detail.cancellation.error).toBe('This order is already cancelled.');
    refuse = false;
    await detail.cancellation.confirm();
    expect([detail.order?.orderStatus, detail.canCancel, detail.notice.text]).toEqual(['Cancelled', false, ORDER_CANCELLED]);
    detail.deletion.ask(detail.order!);
    await detail.deletion.confirm();
    expect(detail.deleted).toBe(true);
  });

  it('shows the server’s reason when a refund cannot be made now (503), and the generic sentence for a 500', async () => {
    let status = 503;
    const { store } = setup((r) =>
      r.url.startsWith('/api/admin/cancelOrder/')
        ? { status, body: { message: 'The payment could not be refunded just now, so the order was not cancelled. Please try again in a moment.' } }
        : { body: order() },
    );
    const detail = store.detail;
    await detail.load(id);
    detail.cancellation.ask(detail.order!);
    await detail.cancellation.confirm();
    expect([detail.cancellation.open, detail.cancellation.error]).toEqual([true, 'The payment could not be refunded just now, so the order was not cancelled. Please try again in a moment.']);
    status = 500;
    await detail.cancellation.confirm();
    expect(detail.cancellation.error).toBe('Something went wrong. Please try again.');
    expect(detail.order?.orderStatus).toBe('Processing');
  });

  it('shows why an order could not be fetched', async () => {
    const { store } = setup(() => ({ status: 404, body: { message: 'We could not find that order. It may have been deleted.' } }));
    await store.detail.load(id);
    expect([store.detail.error, store.detail.loading, store.detail.order]).toEqual(['We could not find that order. It may have been deleted.', false, null]);
  });

  it('tells the age of an order', () => {
    const t = Date.parse('2026-11-01T00:00:00.000Z');
    expect([orderAge('2026-11-01T00:00:00.000Z', t), orderAge('2026-10-31T23:55:00.000Z', t), orderAge('2026-10-31T21:00:00.000Z', t), orderAge('2026-10-30T00:00:00.000Z', t)]).toEqual([
      'just now',
      '5 minutes ago',
      '3 hours ago',
      '2 days ago',
    ]);
  });
});

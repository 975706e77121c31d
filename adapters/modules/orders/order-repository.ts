import type { OrderLineRecord, OrderRecord, OrderRepository, StockMovement } from '../../../application/orders/ports.js';
import type { Queryable } from '../../platform/database/database.js';

export interface Row {
  id: string;
  orderid: string;
  user_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  phone_number: string;
  message: string;
  go_green: boolean;
  shipping_type: OrderRecord['shippingType'];
  shipping_fee_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  gst_cents: number;
  donation_cents: number;
  coupon_id: string | null;
  coupon: OrderRecord['coupon'];
  payment_type: OrderRecord['paymentType'];
  payment_id: string | null;
  test_mode: boolean;
  checkout_key: string | null;
  access_token: string | null;
  order_status: OrderRecord['orderStatus'];
  shipping_date: Date | null;
  tracking_number: string | null;
  stock_restored: boolean;
  created_at: Date;
  lines: OrderLineRecord[];
}

export const SELECT = `SELECT o.*, COALESCE((SELECT json_agg(json_build_object(
    'productId', l.product_id, 'variantId', l.variant_id, 'productName', l.product_name, 'productSize', l.product_size,
    'productImage', l.product_image, 'quantity', l.quantity, 'unitPriceCents', l.unit_price_cents, 'category', l.category)
    ORDER BY l.position) FROM order_lines l WHERE l.order_id = o.id), '[]') AS lines
  FROM orders o`;

export const toOrder = (r: Row): OrderRecord => ({
  id: r.id,
  orderid: r.orderid,
  userId: r.user_id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  address: r.address,
  city: r.city,
  region: r.region,
  postcode: r.postcode,
  country: r.country,
  phoneNumber: r.phone_number,
  message: r.message,
  goGreen: r.go_green,
  shippingType: r.shipping_type,
  shippingFeeCents: r.shipping_fee_cents,
  subtotalCents: r.subtotal_cents,
  discountCents: r.discount_cents,
  totalCents: r.total_cents,
  gstCents: r.gst_cents,
  donationCents: r.donation_cents,
  couponId: r.coupon_id,
  coupon: r.coupon,
  paymentType: r.payment_type,
  paymentId: r.payment_id,
  testMode: r.test_mode,
  checkoutKey: r.checkout_key,
  accessToken: r.access_token,
  orderStatus: r.order_status,
  shippingDate: r.shipping_date ? r.shipping_date.toISOString() : null,
  trackingNumber: r.tracking_number,
  stockRestored: r.stock_restored,
  createdAt: r.created_at,
  lines: r.lines,
});

/** Sums quantities per product and per variant, in id order, so every transaction locks rows in the same order. */
function grouped(items: readonly StockMovement[]): { products: [string, number][]; variants: [string, string, number][] } {
  const products = new Map<string, number>();
  const variants = new Map<string, { productId: string; q: number }>();
  for (const i of items) {
    products.set(i.productId, (products.get(i.productId) ?? 0) + i.quantity);
    if (i.variantId) variants.set(i.variantId, { productId: i.productId, q: (variants.get(i.variantId)?.q ?? 0) + i.quantity });
  }
  return {
    products: [...products.entries()].sort(([a], [b]) => (a < b ? -1 : 1)),
    variants: [...variants.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, v]) => [id, v.productId, v.q]),
  };
}

export function postgresOrderRepository(db: Queryable): OrderRepository {
  const one = async (where: string, value: string, lock = false, inSightOnly = false): Promise<OrderRecord | undefined> => {
    const { rows } = await db.query<Row>(`${SELECT} WHERE ${where} = $1${inSightOnly ? ' AND NOT o.is_deleted' : ''}${lock ? ' FOR UPDATE OF o' : ''}`, [value]);
    return rows[0] ? toOrder(rows[0]) : undefined;
  };
  return {
    findByOrderId: (orderid) => one('o.orderid', orderid, false, true),
    findByCheckoutKey: (key) => one('o.checkout_key', key),
    findByOrderIdForUpdate: (orderid) => one('o.orderid', orderid, true),
    async insert(o) {
      const r = await db.query(
        `INSERT INTO orders (id, orderid, user_id, email, first_name, last_name, address, city, region, postcode, country, phone_number,
           message, go_green, shipping_type, shipping_fee_cents, subtotal_cents, discount_cents, total_cents, gst_cents, donation_cents,
           coupon_id, coupon, payment_type, payment_id, checkout_key, access_token, order_status, created_at, test_mode)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30)
         ON CONFLICT DO NOTHING`,
        [
          o.id,
          o.orderid,
          o.userId,
          o.email,
          o.firstName,
          o.lastName,
          o.address,
          o.city,
          o.region,
          o.postcode,
          o.country,
          o.phoneNumber,
          o.message,
          o.goGreen,
          o.shippingType,
          o.shippingFeeCents,
          o.subtotalCents,
          o.discountCents,
          o.totalCents,
          o.gstCents,
          o.donationCents,
          o.couponId,
          o.coupon ? JSON.stringify(o.coupon) : null,
          o.paymentType,
          o.paymentId,
          o.checkoutKey,
          o.accessToken,
          o.orderStatus,
          o.createdAt,
          o.testMode,
        ],
      );
      if (r.rowCount !== 1) {
        const dup = o.checkoutKey ? await db.query('SELECT 1 FROM orders WHERE checkout_key = $1', [o.checkoutKey]) : { rowCount: 0 };
        return dup.rowCount ? 'duplicate_key' : 'duplicate_orderid';
      }
      await db.query(
        `INSERT INTO order_lines (id, order_id, product_id, variant_id, product_name, product_size, product_image, quantity, unit_price_cents, category, position)
         SELECT gen_random_uuid(), $1, x.product_id, x.variant_id, x.name, x.size, x.image, x.quantity, x.price, x.category, x.position
         FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::text[], $10::int[])
           AS x(product_id, variant_id, name, size, image, quantity, price, category, position)`,
        [
          o.id,
          o.lines.map((l) => l.productId),
          o.lines.map((l) => l.variantId),
          o.lines.map((l) => l.productName),
          o.lines.map((l) => l.productSize),
          o.lines.map((l) => l.productImage),
          o.lines.map((l) => l.quantity),
          o.lines.map((l) => l.unitPriceCents),
          o.lines.map((l) => l.category),
          o.lines.map((_, i) => i),
        ],
      );
      return 'inserted';
    },
    async takeStock(items) {
      const g = grouped(items);
      for (const [id, q] of g.products) {
        const r = await db.query('UPDATE products SET stock_level = stock_level - $2, sold_count = sold_count + $2 WHERE id = $1 AND NOT is_deleted AND stock_level >= $2', [id, q]);
        if (r.rowCount !== 1) return false;
      }
      for (const [id, productId, q] of g.variants) {
        const r = await db.query('UPDATE product_variants SET stock_level = stock_level - $3 WHERE id = $1 AND product_id = $2 AND stock_level >= $3', [id, productId, q]);
        if (r.rowCount !== 1) return false;
      }
      return true;
    },
    async returnStock(items) {
      const g = grouped(items);
      for (const [id, q] of g.products) {
        await db.query('UPDATE products SET stock_level = stock_level + $2, sold_count = GREATEST(sold_count - $2, 0) WHERE id = $1', [id, q]);
      }
      for (const [id, productId, q] of g.variants) {
        await db.query('UPDATE product_variants SET stock_level = stock_level + $3 WHERE id = $1 AND product_id = $2', [id, productId, q]);
      }
    },
    async saveStatus(o, markStockRestored) {
      await db.query('UPDATE orders SET order_status = $2, tracking_number = $3, shipping_date = $4, stock_restored = stock_restored OR $5 WHERE id = $1', [
        o.id,
        o.orderStatus,
        o.trackingNumber,
        o.shippingDate,
        markStockRestored,
      ]);
    },
  };
}

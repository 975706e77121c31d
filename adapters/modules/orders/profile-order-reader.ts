import type { ProfileOrderReader, ProfileOrderView } from '../../../application/orders/ports.js';
import type { Db } from '../../platform/database/database.js';

interface OrderRow {
  id: string;
  orderid: string;
  payment_type: ProfileOrderView['paymentType'];
  test_mode: boolean;
  created_at: Date;
  total_cents: number;
  order_status: ProfileOrderView['orderStatus'];
  shipping_date: Date | null;
  tracking_number: string | null;
  shipping_fee_cents: number;
  shipping_type: ProfileOrderView['shippingType'];
  coupon: { code?: string; amount?: number; isPercent?: boolean } | null;
  lines: { productId: string | null; productName: string; productImage: string; productSize: string; quantity: number; unitPriceCents: number }[];
}

export function postgresProfileOrderReader(db: Db): ProfileOrderReader {
  return {
    async listForUser(userId) {
      const { rows } = await db.query<OrderRow>(
        `SELECT o.id, o.orderid, o.payment_type, o.test_mode, o.created_at, o.total_cents, o.order_status, o.shipping_date, o.tracking_number,
                o.shipping_fee_cents, o.shipping_type, o.coupon,
                COALESCE((SELECT json_agg(json_build_object('productId', l.product_id, 'productName', l.product_name, 'productImage', l.product_image,
                                   'productSize', l.product_size, 'quantity', l.quantity, 'unitPriceCents', l.unit_price_cents) ORDER BY l.position)
                            FROM order_lines l WHERE l.order_id = o.id), '[]') AS lines
           FROM orders o
          WHERE o.user_id = $1 AND NOT o.is_deleted
          ORDER BY o.created_at DESC`,
        [userId],
      );
      return rows.map((r): ProfileOrderView => ({
        id: r.id,
        orderid: r.orderid,
        paymentType: r.payment_type,
        testMode: r.test_mode,
        createdAt: r.created_at,
        totalCents: r.total_cents,
        orderStatus: r.order_status,
        shippingDate: r.shipping_date,
        trackingNumber: r.tracking_number,
        shippingFeeCents: r.shipping_fee_cents,
        shippingType: r.shipping_type,
        coupon: r.coupon && typeof r.coupon.code === 'string' ? { code: r.coupon.code, amount: Number(r.coupon.amount ?? 0), isPercent: r.coupon.isPercent === true } : null,
        lines: r.lines,
      }));
    },
  };
}

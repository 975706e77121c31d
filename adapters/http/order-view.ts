import type { OrderRecord } from '../../application/orders/ports.js';
import { centsToDollars } from '../../domain/money.js';
import type { Order } from './contract/orders.js';

/** An order on the wire, as checkout answers a placed order and the order calls answer a stored one. */
export function orderView(o: OrderRecord): Order {
  return {
    _id: o.id,
    orderid: o.orderid,
    paymentType: o.paymentType,
    testMode: o.testMode,
    created_at: o.createdAt.toISOString(),
    total: o.totalCents,
    subtotal: o.subtotalCents,
    discount: o.discountCents,
    gst: o.gstCents,
    donation: o.donationCents,
    shippingFee: centsToDollars(o.shippingFeeCents),
    shippingType: o.shippingType,
    orderStatus: o.orderStatus,
    shippingDate: o.shippingDate,
    trackingNumber: o.trackingNumber,
    coupon: o.coupon,
    products: o.lines.map((l) => ({
      productId: l.productId,
      productName: l.productName,
      productSize: l.productSize,
      productImage: l.productImage,
      productQuantity: l.quantity,
      productPrice: centsToDollars(l.unitPriceCents),
    })),
    firstName: o.firstName,
    lastName: o.lastName,
    email: o.email,
    address: o.address,
    city: o.city,
    region: o.region,
    postcode: o.postcode,
    country: o.country,
    phoneNumber: o.phoneNumber,
    message: o.message,
    goGreen: o.goGreen,
    userId: o.userId,
  };
}

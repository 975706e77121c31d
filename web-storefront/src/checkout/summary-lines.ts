import { dollarsToCents, lineTotalCents } from '../../../domain/index.js';
import type { CartLine } from '../cart/CartStore';
import { variantName } from '../cart/CartSync';
import type { SummaryLine } from './OrderSummary';
import type { Order } from './types';

export function summaryLinesFromCart(lines: readonly CartLine[]): SummaryLine[] {
  return lines.map((line) => ({
    key: `${line.product._id}:${line.variant}`,
    name: line.product.name,
    size: variantName(line),
    image: line.product.imageList?.[0]?.imageUrl,
    quantity: line.quantity,
    priceCents: lineTotalCents(dollarsToCents(line.product.price), line.quantity),
  }));
}

export function summaryLinesFromOrder(order: Order): SummaryLine[] {
  return order.products.map((line, index) => ({
    key: `${line.productId ?? 'line'}:${index}`,
    name: line.productName,
    size: line.productSize,
    image: line.productImage || undefined,
    quantity: line.productQuantity,
    priceCents: lineTotalCents(dollarsToCents(line.productPrice), line.productQuantity),
  }));
}

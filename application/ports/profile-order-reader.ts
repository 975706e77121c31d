export interface ProfileOrderLine {
  productId: string | null;
  productName: string;
  productImage: string;
  productSize: string;
  quantity: number;
  unitPriceCents: number;
}

/** An order as the customer's dashboard shows it. */
export interface ProfileOrderView {
  id: string;
  orderid: string;
  paymentType: string;
  /** Paid through the built-in test gateway: no real payment was taken. */
  testMode: boolean;
  createdAt: Date;
  totalCents: number;
  orderStatus: string;
  shippingDate: Date | null;
  trackingNumber: string | null;
  shippingFeeCents: number;
  shippingType: string;
  coupon: { code: string; amount: number; isPercent: boolean } | null;
  lines: ProfileOrderLine[];
}

/** Orders of one customer, for their dashboard. */
export interface ProfileOrderReader {
  /** The user's orders (not deleted), newest first. */
  listForUser(userId: string): Promise<ProfileOrderView[]>;
}

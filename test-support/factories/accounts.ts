import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { argon2PasswordHasher } from '../../adapters/modules/accounts/argon2-password-hasher.js';

type Queryable = Pick<pg.Pool, 'query'>;

export interface UserOverrides {
  id?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  isAdmin?: boolean;
  isActive?: boolean;
  registeredUser?: boolean;
  /** A pending verification code digest (the account is then unverified). */
  verificationCodeHash?: string | null;
}

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
}

let counter = 0;

/** Inserts a verified, active customer (or what the overrides say) straight into the database. */
export async function createUser(db: Queryable, overrides: UserOverrides = {}): Promise<CreatedUser> {
  counter += 1;
  const id = overrides.id ?? randomUUID();
  const email = overrides.email ?? `customer${counter}-${id.slice(0, 8)}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const firstName = overrides.firstName ?? 'Ada';
  const registered = overrides.registeredUser ?? true;
  await db.query(
    `INSERT INTO users (id, first_name, last_name, email, password_hash, is_admin, is_active, registered_user, verification_code_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      firstName,
      overrides.lastName ?? 'Lovelace',
      email,
      registered ? await argon2PasswordHasher.hash(password) : null,
      overrides.isAdmin ?? false,
      overrides.isActive ?? registered,
      registered,
      overrides.verificationCodeHash ?? null,
    ],
  );
  return { id, email, password, firstName };
}

export interface OrderOverrides {
  userId: string | null;
  orderid?: string;
  status?: string;
  createdAt?: Date;
  totalCents?: number;
  trackingNumber?: string | null;
}

/** Inserts an order with one line straight into the database. */
export async function createOrder(db: Queryable, o: OrderOverrides): Promise<{ id: string; orderid: string }> {
  const id = randomUUID();
  const orderid = o.orderid ?? `ss${id.slice(0, 8)}`;
  await db.query(
    `INSERT INTO orders (id, orderid, user_id, email, first_name, last_name, address, city, region, postcode, country, shipping_type,
       shipping_fee_cents, subtotal_cents, total_cents, gst_cents, payment_type, order_status, tracking_number, created_at)
     VALUES ($1, $2, $3, 'buyer@example.com', 'Ada', 'Lovelace', '1 Collins St', 'Melbourne', 'VIC', '3000', 'Australia', 'standardShipping',
       1000, 4995, $4, 541, 'stripe', $5, $6, $7)`,
    [id, orderid, o.userId, o.totalCents ?? 5995, o.status ?? 'Processing', o.trackingNumber ?? null, o.createdAt ?? new Date()],
  );
  await db.query(`INSERT INTO order_lines (id, order_id, product_name, product_size, quantity, unit_price_cents) VALUES ($1, $2, 'Trail Tee', 'M', 1, 4995)`, [randomUUID(), id]);
  return { id, orderid };
}

/** The links in the mails written to the outbox so far, newest last (mails are side effects of the outbox). */
export async function mailedLinks(db: Queryable, to: string): Promise<string[]> {
  const { rows } = await db.query<{ payload: { to: string; text: string } }>("SELECT payload FROM outbox WHERE topic = 'job:send-mail' AND lower(payload->>'to') = lower($1) ORDER BY created_at, id", [
    to,
  ]);
  return rows.flatMap((r) => r.payload.text.match(/https?:\/\/\S+/g) ?? []);
}

import type { AddressRecord, AddressRepository } from '../../../application/accounts/ports.js';
import type { Queryable } from '../../platform/database/database.js';

interface AddressRow {
  id: string;
  user_id: string;
  street_adress: string;
  city: string;
  region: string;
  zip_code: string;
  country: string;
  is_default: boolean;
  created_at: Date;
}

const COLUMNS = 'id, user_id, street_adress, city, region, zip_code, country, is_default, created_at';

const toAddress = (r: AddressRow): AddressRecord => ({
  id: r.id,
  userId: r.user_id,
  streetAdress: r.street_adress,
  city: r.city,
  region: r.region,
  zipCode: r.zip_code,
  country: r.country,
  isDefault: r.is_default,
  createdAt: r.created_at,
});

export function postgresAddressRepository(db: Queryable): AddressRepository {
  return {
    async listForUser(userId) {
      const { rows } = await db.query<AddressRow>(`SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY is_default DESC, created_at, id`, [userId]);
      return rows.map(toAddress);
    },
    async findForUser(userId, addressId) {
      const { rows } = await db.query<AddressRow>(`SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 AND id = $2 FOR UPDATE`, [userId, addressId]);
      return rows[0] ? toAddress(rows[0]) : undefined;
    },
    async insert(a) {
      await db.query(`INSERT INTO addresses (${COLUMNS}) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`, [a.id, a.userId, a.streetAdress, a.city, a.region, a.zipCode, a.country, a.isDefault, a.createdAt]);
    },
    async update(a) {
      await db.query('UPDATE addresses SET street_adress = $3, city = $4, region = $5, zip_code = $6, country = $7 WHERE id = $1 AND user_id = $2', [
        a.id,
        a.userId,
        a.streetAdress,
        a.city,
        a.region,
        a.zipCode,
        a.country,
      ]);
    },
    async delete(userId, addressId) {
      await db.query('DELETE FROM addresses WHERE user_id = $1 AND id = $2', [userId, addressId]);
    },
    // Two statements so the unique "one default per user" index never sees two defaults.
    async makeDefault(userId, addressId) {
      await db.query('UPDATE addresses SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [userId, addressId]);
      await db.query('UPDATE addresses SET is_default = true WHERE user_id = $1 AND id = $2', [userId, addressId]);
    },
  };
}

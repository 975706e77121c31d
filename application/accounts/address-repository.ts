/** An address-book entry of a registered user. */
export interface AddressRecord {
  id: string;
  userId: string;
  streetAdress: string;
  city: string;
  region: string;
  zipCode: string;
  country: string;
  isDefault: boolean;
  createdAt: Date;
}

export interface AddressRepository {
  /** The user's addresses, default first, then oldest first. */
  listForUser(userId: string): Promise<AddressRecord[]>;
  /** The address when it belongs to this user. */
  findForUser(userId: string, addressId: string): Promise<AddressRecord | undefined>;
  insert(address: AddressRecord): Promise<void>;
  update(address: AddressRecord): Promise<void>;
  delete(userId: string, addressId: string): Promise<void>;
  /** Makes this address the user's only default one. */
  makeDefault(userId: string, addressId: string): Promise<void>;
}

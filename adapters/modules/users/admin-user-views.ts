import type { AdminUserDetail, AdminUserRow as RowRecord } from '../../../application/users/ports.js';
import type { AdminUser, AdminUserRow } from '../../http/contract/admin-users.js';

export const adminUserRowView = (u: RowRecord): AdminUserRow => ({
  _id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  dateCreated: u.dateCreated.toISOString(),
  lastLogin: u.lastLogin ? u.lastLogin.toISOString() : null,
  isAdmin: u.isAdmin,
  isActive: u.isActive,
  registeredUser: u.registeredUser,
  sendOffers: u.sendOffers,
  orderCount: u.orderCount,
});

export const adminUserView = (u: AdminUserDetail): AdminUser => ({
  ...adminUserRowView(u),
  phoneNumber: u.phoneNumber,
  adress: u.adress.map((a) => ({ _id: a.id, addressType: a.addressType, streetAdress: a.streetAdress, suburb: a.suburb, region: a.region, zipCode: a.zipCode })),
  orders: u.orders.map((o) => ({
    _id: o.id,
    orderid: o.orderid,
    created_at: o.createdAt.toISOString(),
    total: o.totalCents,
    shippingType: o.shippingType,
    paymentType: o.paymentType,
    orderStatus: o.orderStatus,
    trackingNumber: o.trackingNumber,
    testMode: o.testMode,
  })),
  customerType: u.customerType,
});

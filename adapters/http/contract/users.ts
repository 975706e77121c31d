import { z } from 'zod';
import { orderStatus, paymentType, shippingType } from './orders.js';

// The back office's user answers as sent on the wire (admin-api.md "Users"), for `answer:`.

export const adminUserRowAnswer = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dateCreated: z.string(),
  lastLogin: z.string().nullable(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  registeredUser: z.boolean(),
  sendOffers: z.boolean(),
  orderCount: z.number().int(),
});

export const adminUsersAnswer = z.object({ users: z.array(adminUserRowAnswer), count: z.number().int(), countCapped: z.boolean() });

export const adminUserAnswer = adminUserRowAnswer
  .extend({
    phoneNumber: z.string().nullable(),
    adress: z.array(z.object({ _id: z.string(), addressType: z.enum(['default', 'other']), streetAdress: z.string(), suburb: z.string(), region: z.string(), zipCode: z.string() }).strict()),
    orders: z.array(
      z.object({
        _id: z.string(),
        orderid: z.string(),
        created_at: z.string(),
        total: z.number().int().describe('cents'),
        shippingType,
        paymentType,
        orderStatus,
        trackingNumber: z.string().nullable(),
        testMode: z.boolean(),
      }),
    ),
    customerType: z.enum(['New Customer', 'Returning Customer', 'Loyal Customer', 'Not Enough Data']),
  })
  .strict();

export const successAnswer = z.object({ success: z.literal(true) });

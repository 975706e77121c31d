import { accountsArea } from '../modules/accounts/module.js';
import type { Area } from './module.js';
import { catalogArea } from '../modules/catalog/module.js';
import { checkoutArea } from '../modules/checkout/module.js';
import { engagementArea } from '../modules/engagement/module.js';

/** The feature areas of the shop, in the order their routes are registered. */
export const AREAS: Area[] = [accountsArea, catalogArea, engagementArea, checkoutArea];

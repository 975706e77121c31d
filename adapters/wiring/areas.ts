import { accountsArea } from './accounts.js';
import type { Area } from './area.js';
import { catalogArea } from './catalog.js';
import { checkoutArea } from './checkout.js';
import { engagementArea } from './engagement.js';
import { placesArea } from './places.js';

/** The feature areas of the shop, in the order their routes are registered. */
export const AREAS: Area[] = [accountsArea, catalogArea, engagementArea, checkoutArea, placesArea];

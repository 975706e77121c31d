import type { Area } from './area.js';

/** The feature areas of the shop, in the order their routes are registered. */
export const AREAS: Area[] = [];

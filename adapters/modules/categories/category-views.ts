import type { CategoryRecord } from '../../../application/categories/ports.js';
import type { AdminCategory } from '../../http/contract/categories.js';

/** A category on the wire of the back office. */
export const categoryView = (c: CategoryRecord): AdminCategory => ({ _id: c.id, name: c.name, isVisible: c.isVisible });

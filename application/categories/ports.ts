import type { Result } from '../../domain/result.js';
import type { Actor, AuditStores } from '../audit/ports.js';

// The back office's categories. Shoppers' reads of categories (the visible ones, and the products of
// hidden ones left out) are the catalog module's; this module owns the writes and announces each as
// the catalogue event `category.changed` (application/catalog/events.ts), written with the change.

export interface CategoryRecord {
  id: string;
  /** Exactly as typed (case-sensitive); products name their category by it. */
  name: string;
  isVisible: boolean;
  createdAt: Date;
}

export interface CategoryRepository {
  /** Every category, hidden ones too, by name. */
  list(): Promise<CategoryRecord[]>;
  /** The category, its row locked until the transaction ends. */
  findByIdForUpdate(id: string): Promise<CategoryRecord | undefined>;
  /** 'duplicate_name' when a category of exactly this name exists (or is being added by a concurrent transaction that commits). */
  insert(category: CategoryRecord): Promise<'inserted' | 'duplicate_name'>;
  setVisible(id: string, isVisible: boolean): Promise<void>;
  delete(id: string): Promise<void>;
  /** How many products (not archived) are in the category of this name. */
  countProductsIn(name: string): Promise<number>;
}

/** What a categories unit of work binds: the categories and the audit log. */
export interface CategoryStores extends AuditStores {
  categories: CategoryRepository;
}

/** The audited fields of a category, as the API names them. */
export const categorySnapshot = (c: Pick<CategoryRecord, 'name' | 'isVisible'>) => ({ name: c.name, isVisible: c.isVisible });

export type CreateCategoryFailure = 'invalid_name' | 'name_taken';
export type SetCategoryVisibilityFailure = 'unknown_category';
export type DeleteCategoryFailure = 'unknown_category' | 'category_in_use';

export type CreateCategory = (input: { actor: Actor; name: string; isVisible: boolean }) => Promise<Result<CategoryRecord, CreateCategoryFailure>>;
export type SetCategoryVisibility = (input: { actor: Actor; id: string; isVisible: boolean }) => Promise<Result<CategoryRecord, SetCategoryVisibilityFailure>>;
export type DeleteCategory = (input: { actor: Actor; id: string }) => Promise<Result<void, DeleteCategoryFailure>>;

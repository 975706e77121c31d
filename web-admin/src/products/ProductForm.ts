import { makeAutoObservable, runInAction } from 'mobx';
import { FIXED_PRODUCT_CATEGORIES, PRODUCT_IMAGES_MAX, productTitleSegment } from '../../../domain/product.js';
import { errorText, isAbort } from '../api/errors';
import { Confirmation } from '../stores/Confirmation';
import { FormState } from '../stores/FormState';
import { TimedMessage } from '../stores/TimedMessage';
import type { AdminProduct, AdminProductImage, ProductsApi } from './products-api';

export const PRODUCT_CREATED = 'New product has been successfully created.';
export const PRODUCT_UPDATED = 'Product Updated';
export const PRODUCT_DELETED = 'Product Deleted';
export const PRODUCT_DELETE_QUESTION = 'Are you sure you want to delete this product?';
export const PRODUCT_LOADING = 'Please wait. Product details are being fetched.';
export const UNSAVED_QUESTION = 'Leave without saving? Your changes to this product will be lost.';
/** admin.md §9: the update message shows 2 s; the redirect after a delete takes 3 s. */
export const UPDATED_MS = 2_000;
export const BACK_TO_LIST_MS = 3_000;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** A size as the form edits it: `_id` once the server has it. */
export interface VariantRow {
  _id?: string;
  variantName: string;
  variantStockLevel: string;
}

/**
 * The form's values. `variantStockLevel` and `image` hold no input of their own: they are where the
 * server's messages about the sizes' stock and the images go (admin-api.md's field names).
 */
export type ProductValues = {
  name: string;
  description: string;
  price: string;
  sale: boolean;
  originalPrice: string;
  category: string;
  stockLevel: string;
  isVisible: boolean;
  variants: VariantRow[];
  variantStockLevel: string;
  image: string;
};

const EMPTY: ProductValues = { name: '', description: '', price: '', sale: false, originalPrice: '', category: '', stockLevel: '', isVisible: true, variants: [], variantStockLevel: '', image: '' };

/** The fields compared to tell an edited form from the saved product. */
const FIELDS = ['name', 'description', 'price', 'sale', 'originalPrice', 'category', 'stockLevel', 'isVisible'] as const;

const valuesOf = (p: AdminProduct): ProductValues => ({
  ...EMPTY,
  name: p.name,
  description: p.description,
  price: String(p.price),
  sale: p.sale,
  originalPrice: p.originalPrice === null ? '' : String(p.originalPrice),
  category: p.category,
  stockLevel: String(p.stockLevel),
  isVisible: p.isVisible,
  variants: p.variants.map((v) => ({ _id: v._id, variantName: v.variantName, variantStockLevel: String(v.variantStockLevel) })),
});

/**
 * The product form, new and edit (/adminpanel/products/newProduct and /{title}/{id}): the fields of
 * issue 11, sizes, images added by drop or file button (JPEG and PNG), removing a saved size or image
 * sent at once, the server's messages under each field, and Delete with its question.
 */
export class ProductForm {
  readonly form = new FormState<ProductValues>(EMPTY);
  /** The product being edited, as the server last answered it; null for a new product. */
  product: AdminProduct | null = null;
  /** Files chosen but not sent yet. */
  files: File[] = [];
  categories: string[] = [...FIXED_PRODUCT_CATEGORIES];
  loading = false;
  loadError: string | null = null;
  /** Why removing a saved size or image failed. */
  actionError: string | null = null;
  /** Set once the product is deleted; 3 s later `backToList` sends the screen back to the list. */
  deleted = false;
  backToList = false;
  readonly success = new TimedMessage();
  readonly deletion: Confirmation<AdminProduct>;
  readonly #api: ProductsApi;
  #controller: AbortController | null = null;
  #leaveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(api: ProductsApi) {
    this.#api = api;
    this.deletion = new Confirmation<AdminProduct>(async (product) => {
      await this.#api.delete(product._id);
      runInAction(() => {
        this.deleted = true;
        this.success.show(PRODUCT_DELETED, BACK_TO_LIST_MS);
        clearTimeout(this.#leaveTimer);
        this.#leaveTimer = setTimeout(() => runInAction(() => (this.backToList = true)), BACK_TO_LIST_MS);
      });
    });
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isNew(): boolean {
    return this.product === null;
  }

  /** Where the edit page of the product is. */
  get editPath(): string | null {
    return this.product && `/adminpanel/products/${encodeURIComponent(productTitleSegment(this.product.name))}/${this.product._id}`;
  }

  /** The category options: the fixed ones, every category that exists, and the product's own. */
  get categoryOptions(): string[] {
    return [...new Set([...this.categories, ...(this.product ? [this.product.category] : [])])];
  }

  /** Whether the form holds changes not saved yet (leaving then asks first). */
  get dirty(): boolean {
    if (this.deleted || this.loading) return false;
    if (this.files.length > 0) return true;
    const base = this.product ? valuesOf(this.product) : EMPTY;
    const now = this.form.values;
    return FIELDS.some((k) => now[k] !== base[k]) || JSON.stringify(now.variants) !== JSON.stringify(base.variants);
  }

  /** The images the product has (saved) and the files to add, how many in all. */
  get imageCount(): number {
    return (this.product?.imageList.length ?? 0) + this.files.length;
  }

  /** A blank form for a new product (and the categories to offer). */
  startNew(): Promise<void> {
    this.reset();
    return this.#loadCategories();
  }

  /** Reads the product to edit. */
  async load(id: string): Promise<void> {
    this.reset();
    this.loading = true;
    const controller = new AbortController();
    this.#controller = controller;
    try {
      const [product] = await Promise.all([this.#api.get(id, { signal: controller.signal }), this.#loadCategories(controller.signal)]);
      runInAction(() => {
        this.product = product;
        this.form.values = valuesOf(product);
        this.loading = false;
      });
    } catch (error) {
      if (isAbort(error)) return;
      runInAction(() => {
        this.loadError = errorText(error);
        this.loading = false;
      });
    }
  }

  async #loadCategories(signal?: AbortSignal): Promise<void> {
    try {
      const names = await this.#api.categoryNames(signal ? { signal } : {});
      runInAction(() => {
        this.categories = [...new Set([...FIXED_PRODUCT_CATEGORIES, ...names])];
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      // The fixed categories stay offered; the server checks the one chosen.
    }
  }

  setVariant(index: number, field: 'variantName' | 'variantStockLevel', value: string): void {
    const variants = this.form.values.variants.map((v, i) => (i === index ? { ...v, [field]: value } : v));
    this.#setVariants(variants);
  }

  addVariant(): void {
    this.#setVariants([...this.form.values.variants, { variantName: '', variantStockLevel: '0' }]);
  }

  /** Editing the sizes clears the sizes' messages. */
  #setVariants(variants: VariantRow[]): void {
    this.form.set('variants', variants);
    this.form.clearError('variantStockLevel');
  }

  /** Removes a size; one the server has is removed there at once. */
  async removeVariant(index: number): Promise<void> {
    const variant = this.form.values.variants[index];
    if (!variant) return;
    const kept = this.form.values.variants.filter((_, i) => i !== index);
    if (!variant._id || !this.product) {
      this.#setVariants(kept);
      return;
    }
    this.actionError = null;
    try {
      const { product } = await this.#api.removeVariant(
        this.product._id,
        kept.filter((v) => v._id).map((v) => ({ _id: v._id, variantName: v.variantName, variantStockLevel: v.variantStockLevel })),
      );
      runInAction(() => {
        this.product = product;
        this.#setVariants(kept);
        this.form.values.stockLevel = String(product.stockLevel);
      });
    } catch (error) {
      runInAction(() => {
        this.actionError = errorText(error);
      });
    }
  }

  /** Adds dropped or chosen files: JPEG and PNG only (the server checks their content too), at most 8 images in all. */
  addFiles(files: readonly File[]): void {
    const accepted = files.filter((f) => (IMAGE_TYPES as readonly string[]).includes(f.type));
    const room = PRODUCT_IMAGES_MAX - this.imageCount;
    this.form.clearError('image');
    if (accepted.length < files.length) this.form.errors.image = 'Only JPEG and PNG images can be added.';
    else if (accepted.length > room) this.form.errors.image = `A product has at most ${PRODUCT_IMAGES_MAX} images.`;
    this.files = [...this.files, ...accepted.slice(0, Math.max(0, room))];
  }

  removeFile(index: number): void {
    this.files = this.files.filter((_, i) => i !== index);
  }

  /** Removes a saved image at once (the server keeps the last one). */
  async removeImage(image: AdminProductImage): Promise<void> {
    if (!this.product) return;
    this.actionError = null;
    try {
      const { product } = await this.#api.deleteImage(this.product._id, image._id);
      runInAction(() => {
        this.product = product;
      });
    } catch (error) {
      runInAction(() => {
        this.actionError = errorText(error);
      });
    }
  }

  /** Creates the product or saves the edit; the server's messages go under their fields. */
  async submit(): Promise<void> {
    this.success.clear();
    const saved = await this.form.save((values) => {
      const body = this.#formData(values);
      return this.product ? this.#api.update(this.product._id, body) : this.#api.create(body);
    });
    if (!saved) return;
    if (this.product) {
      this.product = saved.product;
      this.form.values = valuesOf(saved.product);
      this.files = [];
      this.success.show(PRODUCT_UPDATED, UPDATED_MS);
    } else {
      this.form.reset();
      this.files = [];
      this.success.show(PRODUCT_CREATED);
    }
  }

  #formData(values: ProductValues): FormData {
    const body = new FormData();
    body.set('name', values.name);
    body.set('description', values.description);
    body.set('price', values.price);
    body.set('originalPrice', values.sale ? values.originalPrice : '');
    body.set('category', values.category);
    body.set('isVisible', String(values.isVisible));
    if (values.variants.length === 0) body.set('stockLevel', values.stockLevel);
    body.set('variants', JSON.stringify(values.variants.map((v) => ({ ...(v._id ? { _id: v._id } : {}), variantName: v.variantName, variantStockLevel: v.variantStockLevel }))));
    if (this.product) body.set('imageList', JSON.stringify(this.product.imageList));
    for (const file of this.files) body.append('images', file, file.name);
    return body;
  }

  /** Everything as new (leaving the screen). */
  reset(): void {
    this.#controller?.abort();
    this.#controller = null;
    clearTimeout(this.#leaveTimer);
    this.form.reset();
    this.product = null;
    this.files = [];
    this.loading = false;
    this.loadError = null;
    this.actionError = null;
    this.deleted = false;
    this.backToList = false;
    this.success.clear();
  }
}

import express, { type Router } from 'express';
import { z } from 'zod';
import type { CreateProduct, DeleteProduct, DeleteProductImage, ProductInput, RemoveVariant, UpdateProduct } from '../../../application/products/ports.js';
import type { VariantDraft } from '../../../domain/product.js';
import { invalid, ok } from '../../../domain/result.js';
import { adminRoute, idParams } from '../../http/admin-route.js';
import { recordRef } from '../../http/id-schemas.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { PRODUCTS_TAG } from './product-routes.js';
import { deleteProductAnswer, productAnswer, productForm, updateProductForm, variantInput } from './product-schemas.js';
import { productUpload, uploadedImages } from './product-upload.js';
import { productView } from './product-views.js';

export interface ProductWriteRoutesDeps {
  registry: ApiRegistry;
  createProduct: CreateProduct;
  updateProduct: UpdateProduct;
  deleteProduct: DeleteProduct;
  deleteProductImage: DeleteProductImage;
  removeVariant: RemoveVariant;
}

type Form = z.output<typeof productForm>;

const variantDrafts = (variants: z.output<typeof variantInput>[]): VariantDraft[] => variants.map((v) => ({ id: v._id?.toLowerCase(), name: v.variantName, stockLevel: v.variantStockLevel }));

/** The fields sent, as the use cases take them (left out: not sent). */
function sentFields(f: Form): Partial<ProductInput> {
  const out: Partial<ProductInput> = {};
  for (const key of ['name', 'description', 'price', 'originalPrice', 'category', 'stockLevel'] as const) if (f[key] !== undefined) out[key] = f[key];
  if (f.variants !== undefined) out.variants = variantDrafts(f.variants);
  if (f.isVisible !== undefined) out.isVisible = f.isVisible === 'true';
  return out;
}

const FORM_ERRORS = '`{field: message}` under name, description, price, originalPrice, category, stockLevel, variants, variantStockLevel or image';

/** The back office's product changes (admin-api.md "Products"): each audited and announced with the change. */
export function productWriteRouter(d: ProductWriteRoutesDeps): Router {
  const router = express.Router();

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/newProduct',
    summary: 'Adds a product (multipart: 1–8 JPEG or PNG `images` of at most 10 MB, and the form fields)',
    tag: PRODUCTS_TAG,
    before: [productUpload],
    body: productForm,
    status: 201,
    answer: productAnswer,
    responses: { 201: '`{product}`', 400: FORM_ERRORS },
    handler: async ({ body, req, actor }) => {
      const sent = sentFields(body);
      const product: ProductInput = { name: '', description: '', price: '', originalPrice: '', category: '', stockLevel: '', variants: [], isVisible: true, ...sent };
      const r = await d.createProduct({ actor, product, images: uploadedImages(req) });
      return r.ok ? ok({ product: productView(r.value) }) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/updateProduct/:id',
    summary: 'Edits a product: only the fields sent change; `imageList` (JSON) lists the images kept, in order, `images` adds new ones',
    tag: PRODUCTS_TAG,
    params: idParams('Product id'),
    before: [productUpload],
    body: updateProductForm,
    answer: productAnswer,
    responses: { 200: '`{product}`', 400: FORM_ERRORS, 404: 'No product has this id: `{message}`' },
    handler: async ({ params, body, req, actor }) => {
      const r = await d.updateProduct({ actor, id: params.id, product: sentFields(body), keptImageIds: body.imageList?.map((i) => i.toLowerCase()), images: uploadedImages(req) });
      return r.ok ? ok({ product: productView(r.value) }) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    alsoDelete: true,
    path: '/api/admin/deleteProduct/:id',
    summary: 'Takes a product out of the shop: archived when orders hold it (they keep their lines), erased otherwise',
    tag: PRODUCTS_TAG,
    params: idParams('Product id'),
    answer: deleteProductAnswer,
    responses: { 200: '`{success: true, archived}`', 400: '`{id}`', 404: 'No product has this id: `{message}`' },
    handler: async ({ params, actor }) => d.deleteProduct({ actor, id: params.id }),
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/deleteProductImage/:id',
    summary: "Removes one of the product's images at once (not the last one)",
    tag: PRODUCTS_TAG,
    params: idParams('Product id'),
    body: z.object({ image: recordRef('Image', 'Send the image to remove as {image: {_id}}.') }),
    answer: productAnswer,
    responses: { 200: '`{product}`', 400: '`{id}` or `{image}`', 404: 'No product has this id, or it has no such image: `{message}`', 409: 'It is the last image: `{image}`' },
    handler: async ({ params, body, actor }) => {
      const r = await d.deleteProductImage({ actor, id: params.id, imageId: body.image });
      return r.ok ? ok({ product: productView(r.value) }) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/removeVariant/:id',
    summary: 'Removes sizes at once: `variants` is the new list (the sizes kept, each with its `_id`)',
    tag: PRODUCTS_TAG,
    params: idParams('Product id'),
    body: z.object({
      product: recordRef('Product', 'Send the product as {product: {_id}}.').optional(),
      variants: z.array(variantInput, { message: 'Send the sizes to keep as a list of {_id, variantName, variantStockLevel}.' }).max(100),
    }),
    answer: productAnswer,
    responses: { 200: '`{product}`', 400: '`{id}`, `{product}` or `{variants}`', 404: 'No product has this id: `{message}`' },
    handler: async ({ params, body, actor }) => {
      if (body.product !== undefined && body.product !== params.id) return invalid({ product: 'The product in the body is not the product of the path.' });
      const r = await d.removeVariant({ actor, id: params.id, variants: variantDrafts(body.variants) });
      return r.ok ? ok({ product: productView(r.value) }) : r;
    },
  });

  return router;
}

import express, { type Router } from 'express';
import { z } from 'zod';
import type { BulkUpdateProducts, ExportProductsCsv, ImportProductsCsv, ListBulkProducts, PreviewProductsCsv } from '../../../application/products/bulk-ports.js';
import type { BulkEdit, BulkField } from '../../../domain/bulk-edit.js';
import { BULK_FIELDS } from '../../../domain/bulk-edit.js';
import { invalid, ok } from '../../../domain/result.js';
import { adminRoute } from '../../http/admin-route.js';
import { HttpFailure } from '../../http/errors.js';
import { fileAnswer } from '../../http/api-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { csvUpload } from './csv-upload.js';
import { bulkOutcomeAnswer, bulkProductsAnswer, csvPreviewAnswer } from '../../http/contract/products-bulk.js';
import { bulkUpdateBody } from './bulk-schemas.js';

export interface BulkRoutesDeps {
  registry: ApiRegistry;
  listBulkProducts: ListBulkProducts;
  bulkUpdateProducts: BulkUpdateProducts;
  exportProductsCsv: ExportProductsCsv;
  previewProductsCsv: PreviewProductsCsv;
  importProductsCsv: ImportProductsCsv;
}

const TAG = 'Back office: bulk edit';

const csvBody = z
  .string({ message: 'Send the CSV file in the file field of a form, or as the body with Content-Type text/csv.' })
  .refine((s) => s.trim() !== '', 'The file is empty: it needs a header line and a row per product or size.');

function csvOf(body: unknown): string {
  const r = csvBody.safeParse(body);
  if (!r.success) throw new HttpFailure(invalid({ file: r.error.issues[0]?.message ?? 'Send the CSV file as the body.' }));
  return r.data;
}

const CSV_DOC =
  'The body is the CSV file itself (`Content-Type: text/csv`, at most 8 MB, 20,000 rows): a header line naming its columns (productId required; variantId, product, size, price, originalPrice, stock, category, isVisible as the export writes them) and one row per product or size, UTF-8.';

/** The bulk editor's calls (beyond the spec): the grid, its one save, and CSV export, preview and import. */
export function bulkRouter(d: BulkRoutesDeps): Router {
  const router = express.Router();

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getBulkProducts',
    summary: 'Every product (hidden and sold-out ones too) with its sizes, for the bulk grid, and the categories a product may be filed under',
    tag: TAG,
    answer: bulkProductsAnswer,
    responses: { 200: '`{products, categories}`' },
    handler: async () => {
      const r = await d.listBulkProducts();
      if (!r.ok) return r;
      const answer: z.infer<typeof bulkProductsAnswer> = {
        categories: r.value.categories,
        products: r.value.products.map((p) => ({
          _id: p.id,
          name: p.name,
          price: p.priceCents / 100,
          originalPrice: p.originalPriceCents === null ? null : p.originalPriceCents / 100,
          category: p.category,
          isVisible: p.isVisible,
          stockLevel: p.stockLevel,
          variants: p.variants.map((v) => ({ _id: v.id, variantName: v.name, variantStockLevel: v.stockLevel })),
        })),
      };
      return ok(answer);
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/bulkUpdateProducts',
    summary: 'Saves the bulk grid: every edited cell in one transaction, all or nothing',
    description:
      'A row is a product (`productId`) or one of its sizes (`productId` and `variantId`, stock only). A cell left out stays as it is. Every changed product is audited and announced, so the shop shows it on the next request.',
    tag: TAG,
    body: bulkUpdateBody,
    answer: bulkOutcomeAnswer,
    responses: { 200: '`{changedProducts, changedCells}`', 400: '`{<productId> or <productId>/<variantId>: message}` for every bad row; nothing written' },
    handler: async ({ body, actor }) => {
      const edits: BulkEdit[] = body.rows.map((row) => {
        const cells: Partial<Record<BulkField, string>> = {};
        for (const f of BULK_FIELDS) if (row[f] !== undefined) cells[f] = row[f];
        return { productId: row.productId, variantId: row.variantId, cells };
      });
      return d.bulkUpdateProducts({ actor, edits });
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/exportProductsCsv',
    summary: 'Every product and size as a CSV file, in the bulk grid’s columns',
    description: 'Answers `text/csv` (a download named `products-<date>.csv`): a product’s row, then one row per size. Names that a spreadsheet would run as a formula start with an apostrophe.',
    tag: TAG,
    responses: { 200: 'The CSV file (`text/csv`)' },
    answer: fileAnswer('text/csv'),
    handler: async ({ res }) => {
      const r = await d.exportProductsCsv();
      if (!r.ok) return r;
      res
        .status(200)
        .attachment(`products-${new Date().toISOString().slice(0, 10)}.csv`)
        .type('text/csv; charset=utf-8')
        .send(r.value);
      return ok(undefined);
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/previewProductsCsv',
    summary: 'A dry run of a CSV import: every cell it would change and every bad row with its reason; nothing is written',
    description: CSV_DOC,
    tag: TAG,
    before: [csvUpload],
    answer: csvPreviewAnswer,
    responses: { 200: '`{rows, changes, problems}`', 400: '`{file}`: the file cannot be read (no header, an unknown column, an unclosed quote, too many rows)', 413: 'The file is larger than 8 MB' },
    handler: async ({ req }) => d.previewProductsCsv({ csv: csvOf(req.body) }),
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/importProductsCsv',
    summary: 'Applies a CSV import in one transaction: all its rows or none',
    description: CSV_DOC,
    tag: TAG,
    before: [csvUpload],
    answer: bulkOutcomeAnswer,
    responses: { 200: '`{changedProducts, changedCells}`', 400: '`{line N: message}` for every bad row, or `{file}`; nothing written', 413: 'The file is larger than 8 MB' },
    handler: async ({ req, actor }) => d.importProductsCsv({ actor, csv: csvOf(req.body) }),
  });

  return router;
}

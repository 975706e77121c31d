import type { BulkOutcomeAnswer, BulkProductsAnswer, BulkRowEdit, CsvPreviewAnswer } from '../../../../adapters/http/contract/products-bulk.js';
import type { ApiClient, RequestOptions } from '../../../../web-shared/api/client';
import { adminPath } from '../../api/paths';

export type { BulkCellChange, BulkColumn, BulkOutcomeAnswer, BulkProductRow, BulkProductsAnswer, BulkRowEdit, CsvPreviewAnswer } from '../../../../adapters/http/contract/products-bulk.js';

const csvForm = (file: Blob, name: string) => {
  const form = new FormData();
  form.append('file', file, name);
  return form;
};

/** The bulk editor's calls: the grid's rows, its one save, and the catalogue as CSV. */
export class BulkApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  rows(options: RequestOptions = {}): Promise<BulkProductsAnswer> {
    return this.#api.get<BulkProductsAnswer>(adminPath('getBulkProducts'), options);
  }

  save(rows: BulkRowEdit[]): Promise<BulkOutcomeAnswer> {
    return this.#api.post<BulkOutcomeAnswer>(adminPath('bulkUpdateProducts'), { rows });
  }

  /** The CSV file's text. */
  exportCsv(): Promise<string> {
    return this.#api.get<string>(adminPath('exportProductsCsv'));
  }

  preview(file: Blob, name = 'products.csv'): Promise<CsvPreviewAnswer> {
    return this.#api.post<CsvPreviewAnswer>(adminPath('previewProductsCsv'), csvForm(file, name));
  }

  importCsv(file: Blob, name = 'products.csv'): Promise<BulkOutcomeAnswer> {
    return this.#api.post<BulkOutcomeAnswer>(adminPath('importProductsCsv'), csvForm(file, name));
  }
}

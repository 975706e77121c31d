import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../../web-shared/api/client';
import { errorText, isAbort } from '../../api/errors';
import { TimedMessage } from '../../stores/TimedMessage';
import type { BulkApi } from './bulk-api';
import { BulkGrid } from './BulkGrid';
import { CsvImport } from './CsvImport';

export const BULK_LOADING = 'Please wait. Products are being fetched.';
export const NOTHING_TO_SAVE = 'There are no changes to save.';
export const SAVE_REFUSED = 'Nothing was saved. Correct the rows marked below and save again.';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The bulk edit screen: the grid (loaded, edited, saved in one call), CSV export, and CSV import. */
export class BulkEditStore {
  readonly grid = new BulkGrid();
  readonly csvImport: CsvImport;
  readonly notice = new TimedMessage();
  loading = false;
  loadError: string | null = null;
  saving = false;
  saveError: string | null = null;
  exporting = false;
  exportError: string | null = null;
  #loads = 0;
  readonly #api: BulkApi;

  constructor(api: BulkApi) {
    this.#api = api;
    this.csvImport = new CsvImport(api, async (outcome) => {
      this.notice.show(`Imported: ${plural(outcome.changedCells, 'change')} to ${plural(outcome.changedProducts, 'product')}.`);
      await this.load();
    });
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** An import reloads the grid, so it waits until the grid's own changes are saved or undone. */
  get canApplyImport(): boolean {
    return this.csvImport.canApply && !this.grid.dirty;
  }

  /** Applies the previewed import when nothing in the grid is unsaved. */
  applyImport(): Promise<void> {
    return this.canApplyImport ? this.csvImport.apply() : Promise.resolve();
  }

  /** Every product and size as they are now (each visit, and after a save or an import). Unsaved edits are dropped. */
  async load(): Promise<void> {
    const n = ++this.#loads;
    this.loading = true;
    this.loadError = null;
    try {
      const answer = await this.#api.rows();
      if (n !== this.#loads) return;
      runInAction(() => this.grid.setProducts(answer.products, answer.categories));
    } catch (error) {
      if (n !== this.#loads || isAbort(error)) return;
      runInAction(() => {
        this.loadError = errorText(error);
      });
    } finally {
      if (n === this.#loads) runInAction(() => (this.loading = false));
    }
  }

  /** One Save of every changed cell: all or nothing; a refusal marks each bad row with its reason. */
  async save(): Promise<void> {
    if (this.saving) return;
    this.grid.commitDraft();
    this.saveError = null;
    const rows = this.grid.changes();
    if (rows.length === 0) {
      this.saveError = NOTHING_TO_SAVE;
      return;
    }
    this.saving = true;
    try {
      const outcome = await this.#api.save(rows);
      runInAction(() => this.notice.show(`Saved ${plural(outcome.changedCells, 'change')} to ${plural(outcome.changedProducts, 'product')}.`));
      await this.load();
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 400) {
          this.grid.setRowErrors({ ...error.body });
          this.saveError = SAVE_REFUSED;
        } else this.saveError = errorText(error);
      });
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** The catalogue as CSV text, for the screen to offer as a download; null when it failed. */
  async exportCsv(): Promise<string | null> {
    this.exporting = true;
    this.exportError = null;
    try {
      return await this.#api.exportCsv();
    } catch (error) {
      runInAction(() => (this.exportError = errorText(error)));
      return null;
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../../web-shared/api/client';
import { errorText } from '../../api/errors';
import type { BulkApi, BulkOutcomeAnswer, CsvPreviewAnswer } from './bulk-api';

/** Where an import is: nothing chosen, the file being checked, its preview shown, being applied, done. */
export type ImportPhase = 'idle' | 'checking' | 'previewed' | 'applying' | 'done';

const PROGRESS: Record<ImportPhase, number> = { idle: 0, checking: 0.25, previewed: 0.5, applying: 0.75, done: 1 };
const STEP: Record<ImportPhase, string> = {
  idle: '',
  checking: 'Checking the file…',
  previewed: 'Preview ready: nothing has been changed yet.',
  applying: 'Applying the changes…',
  done: 'Import finished.',
};

/**
 * A CSV import: the file is checked on the server first (a dry run: what would change, every bad row
 * with its reason, nothing written); only a preview without problems can be applied, which sends the
 * same file again to be applied in one transaction.
 */
export class CsvImport {
  phase: ImportPhase = 'idle';
  fileName: string | null = null;
  preview: CsvPreviewAnswer | null = null;
  outcome: BulkOutcomeAnswer | null = null;
  /** Why the file was refused as a whole, or the call failed. */
  error: string | null = null;
  /** Bad rows found when applying (the catalogue changed since the preview): `line N` → message. */
  rowErrors: Record<string, string> = {};
  #file: Blob | null = null;
  readonly #api: BulkApi;
  readonly #applied: (outcome: BulkOutcomeAnswer) => Promise<void> | void;

  constructor(api: BulkApi, applied: (outcome: BulkOutcomeAnswer) => Promise<void> | void) {
    this.#api = api;
    this.#applied = applied;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** 0 to 1, for the progress bar. */
  get progress(): number {
    return PROGRESS[this.phase];
  }

  get step(): string {
    return STEP[this.phase];
  }

  get busy(): boolean {
    return this.phase === 'checking' || this.phase === 'applying';
  }

  /** Only a preview that changes something and has no bad row can be applied. */
  get canApply(): boolean {
    return this.phase === 'previewed' && this.preview !== null && this.preview.problems.length === 0 && this.preview.changes.length > 0;
  }

  /** Checks a chosen file: the dry run. */
  async choose(file: Blob, name: string): Promise<void> {
    this.#file = file;
    this.fileName = name;
    this.phase = 'checking';
    this.preview = null;
    this.outcome = null;
    this.error = null;
    this.rowErrors = {};
    try {
      const preview = await this.#api.preview(file, name);
      runInAction(() => {
        this.preview = preview;
        this.phase = 'previewed';
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorText(error);
        this.phase = 'idle';
      });
    }
  }

  /** Applies the previewed file in one transaction. */
  async apply(): Promise<void> {
    if (!this.canApply || !this.#file) return;
    this.phase = 'applying';
    this.error = null;
    try {
      const outcome = await this.#api.importCsv(this.#file, this.fileName ?? 'products.csv');
      runInAction(() => {
        this.outcome = outcome;
        this.phase = 'done';
      });
      await this.#applied(outcome);
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 400 && !('file' in error.body)) this.rowErrors = { ...error.body };
        this.error = error instanceof ApiError && error.status === 400 ? 'Nothing was imported: some rows can no longer be applied.' : errorText(error);
        this.phase = 'previewed';
      });
    }
  }

  /** Forgets the file and its preview. */
  reset(): void {
    if (this.busy) return;
    this.#file = null;
    this.fileName = null;
    this.preview = null;
    this.outcome = null;
    this.error = null;
    this.rowErrors = {};
    this.phase = 'idle';
  }
}

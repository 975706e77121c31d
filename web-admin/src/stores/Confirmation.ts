import { makeAutoObservable, runInAction } from 'mobx';
import { errorText } from '../api/errors';

/**
 * A question put to the administrator before a change that cannot be undone (Delete): what it is
 * about (`subject`), whether the change is running, and its failure, shown in the dialog.
 */
export class Confirmation<T> {
  subject: T | null = null;
  busy = false;
  error: string | null = null;
  readonly #action: (subject: T) => Promise<void>;

  /** `action` does the change once confirmed; a failure it throws stays in the dialog as `error`. */
  constructor(action: (subject: T) => Promise<void>) {
    this.#action = action;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get open(): boolean {
    return this.subject !== null;
  }

  ask(subject: T): void {
    this.subject = subject;
    this.error = null;
    this.busy = false;
  }

  cancel(): void {
    if (this.busy) return;
    this.subject = null;
    this.error = null;
  }

  /** Runs the action; closes on success, stays open with the error on failure. */
  async confirm(): Promise<boolean> {
    const subject = this.subject;
    if (subject === null || this.busy) return false;
    this.busy = true;
    this.error = null;
    try {
      await this.#action(subject);
      runInAction(() => {
        this.busy = false;
        this.subject = null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.busy = false;
        this.error = errorText(error);
      });
      return false;
    }
  }
}

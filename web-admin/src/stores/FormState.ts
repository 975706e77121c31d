import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../web-shared/api/client';
import { errorText } from '../api/errors';

type Values = Record<string, unknown>;

/**
 * The state of one back-office form: its values, the message under each field, whether a save is
 * running, and a form-wide message. The rules every form follows live here once:
 * - typing in a field (`set`) clears that field's message;
 * - a failed save puts the server's `{field: message}` answer under the matching fields and any
 *   other message form-wide, and counts the failure (`failedSaves`): the form's view then moves the
 *   focus to the first field in error (AdminForm does it);
 * - `reset` puts everything back as it was (forms reset when the administrator leaves the screen).
 */
export class FormState<V extends Values> {
  values: V;
  errors: Partial<Record<keyof V & string, string>> = {};
  /** A message about the whole form (a failure that names no field of it). */
  formError: string | null = null;
  saving = false;
  /** Increments on every failed save (client check or server answer), so the view can move focus. */
  failedSaves = 0;
  readonly #initial: V;

  constructor(initial: V) {
    this.#initial = { ...initial };
    this.values = { ...initial };
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Changes one field and clears its message. */
  set<K extends keyof V & string>(field: K, value: V[K]): void {
    this.values[field] = value;
    this.clearError(field);
  }

  clearError(field: keyof V & string): void {
    if (field in this.errors) delete this.errors[field];
    this.formError = null;
  }

  error(field: keyof V & string): string | undefined {
    return this.errors[field];
  }

  get hasErrors(): boolean {
    return this.formError !== null || Object.keys(this.errors).length > 0;
  }

  /** Shows messages found before sending (a client-side check); counts as a failed save. */
  fail(errors: Partial<Record<keyof V & string, string>>, formError: string | null = null): void {
    this.errors = { ...errors };
    this.formError = formError;
    this.failedSaves += 1;
  }

  /**
   * Runs `request` with the current values: `saving` while it runs, messages cleared first. On
   * success answers its value; on failure places the messages and answers undefined.
   */
  async save<T>(request: (values: V) => Promise<T>): Promise<T | undefined> {
    if (this.saving) return undefined;
    this.saving = true;
    this.errors = {};
    this.formError = null;
    try {
      const value = await request({ ...this.values });
      runInAction(() => {
        this.saving = false;
      });
      return value;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        const fields: Partial<Record<keyof V & string, string>> = {};
        let formError: string | null = null;
        if (error instanceof ApiError && error.status < 500) {
          for (const [key, message] of Object.entries(error.body)) {
            if (key in this.#initial) fields[key as keyof V & string] = message;
            else formError ??= message;
          }
        } else {
          formError = errorText(error);
        }
        this.fail(fields, formError);
      });
      return undefined;
    }
  }

  /** Back to the first values, without messages. */
  reset(): void {
    this.values = { ...this.#initial };
    this.errors = {};
    this.formError = null;
    this.saving = false;
  }
}

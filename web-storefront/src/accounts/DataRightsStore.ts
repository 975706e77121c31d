import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient, FieldErrors } from '../../../web-shared/api/client';
import type { CartStore } from '../cart/CartStore';
import { AccountsApi } from './accounts-api';
import type { SaveFile } from './save-file';
import { failureOf, type SessionStore } from './SessionStore';

export const EXPORT_FAILED = 'We could not prepare your data. Please try again later.';

/**
 * The customer's data rights on the dashboard (ADR 080): download all their data as a JSON file,
 * and delete their account after confirming with their password. A deleted account's token and
 * cart are forgotten at once.
 */
export class DataRightsStore {
  exporting = false;
  exportError: string | null = null;
  confirmingDelete = false;
  password = '';
  deleting = false;
  deleteErrors: FieldErrors = {};
  readonly #accounts: AccountsApi;
  readonly #session: SessionStore;
  readonly #cart: CartStore;
  readonly #save: SaveFile;
  readonly #log: (error: unknown) => void;

  constructor(api: ApiClient, session: SessionStore, cart: CartStore, save: SaveFile, log: (error: unknown) => void = () => undefined) {
    this.#accounts = new AccountsApi(api);
    this.#session = session;
    this.#cart = cart;
    this.#save = save;
    this.#log = log;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Fetches the export and saves it as `my-data-<date>.json`. */
  async downloadData(): Promise<void> {
    this.exporting = true;
    this.exportError = null;
    try {
      const data = await this.#accounts.dataExport();
      this.#save(`my-data-${data.exportedAt.slice(0, 10)}.json`, 'application/json', JSON.stringify(data, null, 2));
    } catch (error) {
      this.#log(error);
      runInAction(() => (this.exportError = EXPORT_FAILED));
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }

  openDelete(): void {
    this.confirmingDelete = true;
    this.password = '';
    this.deleteErrors = {};
  }

  closeDelete(): void {
    this.confirmingDelete = false;
    this.password = '';
  }

  setPassword(password: string): void {
    this.password = password;
  }

  /** Deletes the account with the typed password; true when it is gone (the session is then forgotten). */
  async deleteAccount(): Promise<boolean> {
    if (this.password === '') {
      this.deleteErrors = { password: 'Required field' };
      return false;
    }
    this.deleting = true;
    this.deleteErrors = {};
    try {
      await this.#accounts.deleteAccount({ password: this.password });
      runInAction(() => {
        this.confirmingDelete = false;
        this.password = '';
        this.#session.clearToken();
        this.#cart.clear();
      });
      return true;
    } catch (error) {
      const outcome = failureOf(error);
      runInAction(() => (this.deleteErrors = outcome.ok ? {} : outcome.errors));
      return false;
    } finally {
      runInAction(() => (this.deleting = false));
    }
  }
}

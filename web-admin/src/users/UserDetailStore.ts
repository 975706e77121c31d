import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../web-shared/api/client';
import { errorText, isAbort } from '../api/errors';
import { Confirmation } from '../stores/Confirmation';
import { TimedMessage } from '../stores/TimedMessage';
import type { AdminUser, AdminUserAddress, UpdateUserRequest, UsersApi } from './users-api';

export const USER_LOADING = 'Please wait. User is being fetched.';
export const USER_UPDATED = 'User details successfully updated.';
export const USER_DELETED = "User successfully deleted. You're being redirected to Users Dashboard.";
export const REDIRECT_AFTER_MS = 3_000;

type InfoField = 'firstName' | 'lastName' | 'email';
type Draft = Record<InfoField, string>;
type AddressDraft = Omit<AdminUserAddress, '_id'>;

/**
 * One user in the back office: info and each address edited behind their own toggle (the info
 * sends only the fields that changed, nothing when nothing did), the actions (Assign/Unassign Admin,
 * Activate Account, mailing list) and Delete User asked first.
 */
export class UserDetailStore {
  user: AdminUser | null = null;
  loading = false;
  error: string | null = null;
  editingInfo = false;
  info: Draft = { firstName: '', lastName: '', email: '' };
  /** The address being edited (its id), or null. */
  editingAddress: string | null = null;
  address: AddressDraft = { addressType: 'other', streetAdress: '', suburb: '', region: '', zipCode: '' };
  /** Messages under fields from the last refused save. */
  fieldErrors: Record<string, string> = {};
  /** Why the last action or save failed (without a field). */
  actionError: string | null = null;
  saving = false;
  deleted = false;
  readonly notice = new TimedMessage();
  readonly deletion: Confirmation<AdminUser>;
  readonly #api: UsersApi;
  #controller: AbortController | null = null;

  constructor(api: UsersApi) {
    this.#api = api;
    this.deletion = new Confirmation<AdminUser>(async (user) => {
      await this.#api.delete(user._id);
      runInAction(() => {
        this.deleted = true;
        this.notice.show(USER_DELETED);
      });
    });
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(id: string): Promise<void> {
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    this.loading = true;
    this.error = null;
    this.deleted = false;
    this.closeEditing();
    if (this.user?._id !== id) this.user = null;
    try {
      const user = await this.#api.get(id, { signal: controller.signal });
      runInAction(() => {
        this.user = user;
        this.loading = false;
      });
    } catch (error) {
      if (isAbort(error)) return;
      runInAction(() => {
        this.error = errorText(error);
        this.loading = false;
      });
    }
  }

  /** Activate Account is offered only for an inactive registered user; the mailing list not for administrators. */
  get canActivate(): boolean {
    return this.user !== null && this.user.registeredUser && !this.user.isActive;
  }

  get canChangeMailing(): boolean {
    return this.user !== null && !this.user.isAdmin;
  }

  toggleInfo(): void {
    if (this.editingInfo || !this.user) return this.closeEditing();
    this.closeEditing();
    this.editingInfo = true;
    this.info = { firstName: this.user.firstName, lastName: this.user.lastName, email: this.user.email };
  }

  setInfo(field: InfoField, value: string): void {
    this.info[field] = value;
    delete this.fieldErrors[field];
  }

  /** The info fields that differ from the user's. */
  get infoChange(): UpdateUserRequest {
    const user = this.user;
    if (!user) return {};
    const change: Partial<Draft> = {};
    for (const f of ['firstName', 'lastName', 'email'] as const) if (this.info[f].trim() !== user[f]) change[f] = this.info[f].trim();
    return change;
  }

  /** Sends only what changed; with nothing changed, sends nothing and closes the form. */
  async saveInfo(): Promise<void> {
    const change = this.infoChange;
    if (Object.keys(change).length === 0) return this.closeEditing();
    await this.#save(change);
  }

  toggleAddress(address: AdminUserAddress): void {
    if (this.editingAddress === address._id) return this.closeEditing();
    this.closeEditing();
    this.editingAddress = address._id;
    this.address = { addressType: address.addressType, streetAdress: address.streetAdress, suburb: address.suburb, region: address.region, zipCode: address.zipCode };
  }

  setAddress(field: 'streetAdress' | 'suburb' | 'region' | 'zipCode', value: string): void {
    if (field === 'region' && this.address.addressType === 'default') return;
    this.address[field] = value;
    delete this.fieldErrors[field];
  }

  /** Saves the edited address within the user's full list (the call takes the whole list). */
  async saveAddress(): Promise<void> {
    const user = this.user;
    const editing = this.editingAddress;
    if (!user || !editing) return;
    const adress = user.adress.map((a) => (a._id === editing ? { _id: a._id, ...this.address } : a));
    await this.#save({ adress });
  }

  setAdmin(isAdmin: boolean): Promise<void> {
    return this.#save({ isAdmin });
  }

  activate(): Promise<void> {
    return this.#save({ isActive: true });
  }

  setMailing(sendOffers: boolean): Promise<void> {
    return this.#save({ sendOffers });
  }

  closeEditing(): void {
    this.editingInfo = false;
    this.editingAddress = null;
    this.fieldErrors = {};
    this.actionError = null;
  }

  async #save(change: UpdateUserRequest): Promise<void> {
    const user = this.user;
    if (!user || this.saving) return;
    this.saving = true;
    this.actionError = null;
    try {
      const updated = await this.#api.update(user._id, change);
      runInAction(() => {
        this.user = updated;
        this.saving = false;
        this.closeEditing();
        this.notice.show(USER_UPDATED);
      });
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        const body = error instanceof ApiError && error.status < 500 ? error.body : {};
        const { message, ...fields } = body;
        this.fieldErrors = fields;
        this.actionError = message ?? (Object.keys(fields).length ? null : errorText(error));
        if (!this.editingInfo && this.editingAddress === null && Object.keys(fields).length) this.actionError = Object.values(fields)[0] ?? null;
      });
    }
  }
}

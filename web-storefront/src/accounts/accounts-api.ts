import type {
  DataExportResponse,
  DeleteAccountRequest,
  DeleteAddressRequest,
  EditAddressRequest,
  LoginRequest,
  NewAddressRequest,
  NewPasswordRequest,
  RegisterRequest,
  RegisterResponse,
  SuccessResponse,
  TokenResponse,
} from '../../../adapters/http/contract/accounts.js';
import type { ApiClient } from '../../../web-shared/api/client';

/** The account calls: sign-in, registration, verification, password reset and the address book (storefront.md §7). */
export class AccountsApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  login(body: LoginRequest): Promise<TokenResponse> {
    return this.#api.post<TokenResponse>('/api/users/login', body);
  }

  register(body: RegisterRequest): Promise<RegisterResponse> {
    return this.#api.post<RegisterResponse>('/api/users/register', body);
  }

  resendVerification(email: string): Promise<SuccessResponse> {
    return this.#api.post<SuccessResponse>('/api/users/verify-user', { email });
  }

  requestPasswordReset(email: string): Promise<SuccessResponse> {
    return this.#api.post<SuccessResponse>('/api/users/reset-password', { email });
  }

  verifyAccount(code: string): Promise<SuccessResponse> {
    return this.#api.post<SuccessResponse>(`/api/users/verifyaccount/${encodeURIComponent(code)}`);
  }

  setNewPassword(userId: string, code: string, passwords: NewPasswordRequest): Promise<SuccessResponse> {
    return this.#api.post<SuccessResponse>(`/api/users/newPassword/${encodeURIComponent(userId)}/${encodeURIComponent(code)}`, passwords);
  }

  /** The address-book changes answer a fresh token (the address list is in it). */
  addAddress(body: NewAddressRequest): Promise<TokenResponse> {
    return this.#api.post<TokenResponse>('/api/users/newAddress', body);
  }

  editAddress(body: EditAddressRequest): Promise<TokenResponse> {
    return this.#api.post<TokenResponse>('/api/users/editAddress', body);
  }

  deleteAddress(body: DeleteAddressRequest): Promise<TokenResponse> {
    return this.#api.post<TokenResponse>('/api/users/deleteAddress', body);
  }

  /** Everything the shop holds about the signed-in customer (ADR 080). */
  dataExport(): Promise<DataExportResponse> {
    return this.#api.get<DataExportResponse>('/api/users/data-export');
  }

  /** Deletes the signed-in customer's account; 400 `{password}` when the password is wrong. */
  deleteAccount(body: DeleteAccountRequest): Promise<SuccessResponse> {
    return this.#api.post<SuccessResponse>('/api/users/delete-account', body);
  }
}

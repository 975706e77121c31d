import { makeAutoObservable, runInAction } from 'mobx';
import { canSubmitLogin, canSubmitNewPassword } from '../../../domain/account.js';
import type { FieldErrors } from '../../../web-shared/api/client';
import type { Outcome } from './SessionStore';

export type SignInFormType = 'login' | 'reset' | 'register';

export interface SignInActions {
  signIn(email: string, password: string): Promise<Outcome>;
  register(fields: { firstName: string; lastName: string; email: string; password: string; password2: string }): Promise<Outcome>;
  resendVerification(email: string): Promise<Outcome>;
  requestPasswordReset(email: string): Promise<Outcome>;
}

/** Runs `fn` after `ms` milliseconds (setTimeout in the browser; tests run it at once). */
export type Schedule = (fn: () => void, ms: number) => void;

export const REDIRECT_DELAY_MS = 3000;
export const REGISTERED_MESSAGE = 'Thank you for registering! Please check your email and follow the link to verify your account.';
export const RESET_SENT_MESSAGE = 'If an account exists for this email, we have sent you a link to reset your password. The link is valid for 1 hour.';
export const RESENT_MESSAGE = 'We have sent you a new verification email. Please check your inbox.';
export const AGREEMENT_REQUIRED = 'Please accept the terms of use and privacy policy.';

/** State of the sign-in screen's three forms (login, reset-password, register). */
export class SignInForm {
  formType: SignInFormType;
  email = '';
  password = '';
  firstName = '';
  lastName = '';
  password2 = '';
  agreement = false;
  errors: FieldErrors = {};
  message: string | null = null;
  unverified = false;
  busy = false;
  readonly #actions: SignInActions;
  readonly #schedule: Schedule;

  constructor(actions: SignInActions, initial: SignInFormType = 'login', schedule: Schedule = (fn, ms) => void setTimeout(fn, ms)) {
    this.#actions = actions;
    this.#schedule = schedule;
    this.formType = initial;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get canLogin(): boolean {
    return !this.busy && canSubmitLogin(this.email, this.password);
  }

  show(formType: SignInFormType): void {
    this.formType = formType;
    this.errors = {};
    this.message = null;
    this.unverified = false;
  }

  set(field: 'email' | 'password' | 'firstName' | 'lastName' | 'password2', value: string): void {
    this[field] = value;
  }

  setAgreement(value: boolean): void {
    this.agreement = value;
  }

  /** True when signed in (the page then sends the user on). */
  async submitLogin(): Promise<boolean> {
    if (!this.canLogin) return false;
    this.email = this.email.trim().toLowerCase();
    const outcome = await this.#run(() => this.#actions.signIn(this.email, this.password));
    return outcome.ok;
  }

  async resend(): Promise<void> {
    const outcome = await this.#run(() => this.#actions.resendVerification(this.email));
    if (outcome.ok) runInAction(() => (this.message = RESENT_MESSAGE));
  }

  async submitReset(): Promise<void> {
    const outcome = await this.#run(() => this.#actions.requestPasswordReset(this.email));
    if (outcome.ok) runInAction(() => (this.message = RESET_SENT_MESSAGE));
  }

  async submitRegister(): Promise<void> {
    if (!this.agreement) {
      this.errors = { agreement: AGREEMENT_REQUIRED };
      return;
    }
    this.email = this.email.trim().toLowerCase();
    const { firstName, lastName, email, password, password2 } = this;
    const outcome = await this.#run(() => this.#actions.register({ firstName, lastName, email, password, password2 }));
    if (!outcome.ok) return;
    runInAction(() => {
      this.message = REGISTERED_MESSAGE;
      this.password = '';
      this.password2 = '';
    });
    this.#schedule(() => this.show('login'), REDIRECT_DELAY_MS);
  }

  async #run(call: () => Promise<Outcome>): Promise<Outcome> {
    this.busy = true;
    this.errors = {};
    this.message = null;
    this.unverified = false;
    const outcome = await call();
    runInAction(() => {
      this.busy = false;
      if (!outcome.ok) {
        this.errors = outcome.errors;
        this.unverified = outcome.unverified;
      }
    });
    return outcome;
  }
}

/** State of the /newPassword page's form. */
export class NewPasswordForm {
  password1 = '';
  password2 = '';
  errors: FieldErrors = {};
  done = false;
  busy = false;
  readonly #submit: (passwords: { password1: string; password2: string }) => Promise<Outcome>;

  constructor(submit: (passwords: { password1: string; password2: string }) => Promise<Outcome>) {
    this.#submit = submit;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get canSubmit(): boolean {
    return !this.busy && canSubmitNewPassword(this.password1, this.password2);
  }

  /** The code problem (used, expired or wrong link), shown as a red alert. */
  get codeError(): string | null {
    return this.errors.code ?? null;
  }

  set(field: 'password1' | 'password2', value: string): void {
    this[field] = value;
  }

  async submit(): Promise<boolean> {
    if (!this.canSubmit) return false;
    this.busy = true;
    this.errors = {};
    const outcome = await this.#submit({ password1: this.password1, password2: this.password2 });
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) this.done = true;
      else this.errors = outcome.errors;
    });
    return outcome.ok;
  }
}

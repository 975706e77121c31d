import { describe, expect, it } from 'vitest';
import { AddressFormState } from './AddressForm';
import { AGREEMENT_REQUIRED, NewPasswordForm, REGISTERED_MESSAGE, SignInForm, type SignInActions } from './SignInForm';
import type { Outcome } from './SessionStore';

const ok = async (): Promise<Outcome> => ({ ok: true });
const failing =
  (errors: Record<string, string>, unverified = false) =>
  async (): Promise<Outcome> => ({ ok: false, status: 400, errors, unverified });

function setup(overrides: Partial<SignInActions> = {}) {
  const calls: unknown[][] = [];
  const record =
    (name: string, result: (...args: never[]) => Promise<Outcome>) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return result(...(args as never[]));
    };
  const scheduled: { fn: () => void; ms: number }[] = [];
  const actions: SignInActions = {
    signIn: record('signIn', overrides.signIn ?? ok),
    register: record('register', overrides.register ?? ok),
    resendVerification: record('resend', overrides.resendVerification ?? ok),
    requestPasswordReset: record('reset', overrides.requestPasswordReset ?? ok),
  };
  const form = new SignInForm(actions, 'login', (fn, ms) => scheduled.push({ fn, ms }));
  return { form, calls, scheduled };
}

describe('SignInForm', () => {
  it('enables login only when both fields are filled, and lower-cases the e-mail', async () => {
    const { form, calls } = setup();
    expect(form.canLogin).toBe(false);
    form.set('email', ' Ada@Example.COM ');
    expect(form.canLogin).toBe(false);
    form.set('password', 'secret');
    expect(form.canLogin).toBe(true);
    expect(await form.submitLogin()).toBe(true);
    expect(calls).toEqual([['signIn', 'ada@example.com', 'secret']]);
  });

  it('shows the server messages and offers to resend the verification', async () => {
    const { form, calls } = setup({ signIn: failing({ email: 'Please verify' }, true) });
    form.set('email', 'ada@example.com');
    form.set('password', 'secret');
    expect(await form.submitLogin()).toBe(false);
    expect(form.errors).toEqual({ email: 'Please verify' });
    expect(form.unverified).toBe(true);
    await form.resend();
    expect(calls.at(-1)).toEqual(['resend', 'ada@example.com']);
    expect(form.message).toMatch(/new verification email/);
  });

  it('requires the agreement, then registers and returns to login after 3 seconds', async () => {
    const { form, calls, scheduled } = setup();
    form.show('register');
    await form.submitRegister();
    expect(form.errors).toEqual({ agreement: AGREEMENT_REQUIRED });
    expect(calls).toEqual([]);
    form.set('firstName', 'Ada');
    form.set('email', 'ADA@example.com');
    form.setAgreement(true);
    await form.submitRegister();
    expect(calls[0]).toEqual(['register', { firstName: 'Ada', lastName: '', email: 'ada@example.com', password: '', password2: '' }]);
    expect(form.message).toBe(REGISTERED_MESSAGE);
    expect(scheduled[0]?.ms).toBe(3000);
    scheduled[0]?.fn();
    expect(form.formType).toBe('login');
  });

  it('shows the same confirmation after a reset request', async () => {
    const { form } = setup();
    form.show('reset');
    form.set('email', 'x@example.com');
    await form.submitReset();
    expect(form.message).toMatch(/reset your password/);
  });
});

describe('NewPasswordForm', () => {
  it('enables submit with both passwords and separates the code error', async () => {
    const form = new NewPasswordForm(failing({ code: 'Link expired' }));
    expect(form.canSubmit).toBe(false);
    form.set('password1', 'a');
    form.set('password2', 'b');
    expect(form.canSubmit).toBe(true);
    expect(await form.submit()).toBe(false);
    expect(form.codeError).toBe('Link expired');
  });
});

describe('AddressFormState', () => {
  it('labels the region by country and drops it for the United Kingdom', async () => {
    const form = new AddressFormState();
    expect(form.regionLabel).toBe('State');
    form.set('country', 'New Zealand');
    expect(form.regionLabel).toBe('Region');
    form.set('country', 'United Kingdom');
    form.set('region', 'Kent');
    expect(form.regionLabel).toBeNull();
    let sent: unknown;
    expect(await form.submit(async (fields) => ((sent = fields), { ok: true }))).toBe(true);
    expect(sent).toMatchObject({ country: 'United Kingdom', region: '' });
    expect(form.fields.country).toBe('Australia');
  });
});

import { normalizeEmail } from '../../domain/address.js';
import { SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, SIGN_IN_FAILURES_PER_ADDRESS } from '../../domain/guess-throttle.js';
import { mergeCarts, type CartLine, type StockProduct } from '../../domain/stock.js';
import type { CartRepository } from '../cart/ports.js';
import type { ProductStockReader } from '../catalog/ports.js';
import { fail, invalid, ok, type Result } from '../../domain/result.js';
import { HOUR_MS, type AccountDeps } from './account-deps.js';
import { guessThrottle, type GuessCounter } from './guess-throttle.js';
import { sessionToken } from './session-token.js';

export interface LoginUserDeps extends Pick<AccountDeps, 'stores' | 'uow' | 'hasher' | 'ids' | 'clock' | 'tokens' | 'tokenTtlHours' | 'limiter'> {
  /** Server carts and stock, to merge the guest cart at login (absent: the guest cart is left alone). */
  carts?: CartRepository;
  stock?: ProductStockReader;
}

export interface LoginInput {
  email: string;
  password: string;
  /** The guest cart kept in the browser. */
  cart?: readonly CartLine[];
  /** false: do not merge the guest cart. */
  sync?: boolean;
  /** The caller's network address (failed attempts are counted per e-mail and address). */
  address?: string;
}

export const WRONG_CREDENTIALS = 'The e-mail address or password is incorrect.';
export const NOT_VERIFIED = 'Please verify your account first: follow the link in the e-mail we sent you, or resend it.';
export const DEACTIVATED = 'This account has been deactivated. Please contact us if you think this is a mistake.';

/** The failure counters of a sign-in: this e-mail from this address, and this address over all e-mails. */
export function signInCounters(email: string, address: string): { account: GuessCounter; address: GuessCounter } {
  return {
    account: { key: `sign-in:account:${email}:from:${address}`, tiers: SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS },
    address: { key: `sign-in:from:${address}`, tiers: SIGN_IN_FAILURES_PER_ADDRESS },
  };
}

/**
 * Signs a customer or administrator in: checks the password (a dummy hash is checked when no account
 * has the e-mail, so both cases take as long and answer alike), opens a server session, merges the
 * guest cart into the server cart (capped by stock) and answers a token for the session.
 *
 * Only wrong passwords count against the caller, per e-mail and address together (and per address
 * over all e-mails); past a tier the attempt is refused before the password is checked. A right
 * password clears the failures of that e-mail from that address.
 */
export function makeLoginUser(deps: LoginUserDeps) {
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= deps.hasher.hash(deps.ids.secureToken(24)));
  const throttle = guessThrottle(deps.limiter);

  return async (input: LoginInput): Promise<Result<{ token: string }>> => {
    const email = normalizeEmail(input.email);
    const counters = signInCounters(email, input.address ?? 'unknown');
    const both = [counters.account, counters.address];
    const refused = await throttle.refusal(both);
    if (refused) return refused;
    const user = await deps.stores.users.findRegisteredByEmail(email);
    const matches = user?.passwordHash ? await deps.hasher.verify(user.passwordHash, input.password) : await deps.hasher.verify(await dummy(), input.password).then(() => false);
    if (!user || !matches) {
      await throttle.recordFailure(both);
      return invalid({ password: WRONG_CREDENTIALS });
    }
    await throttle.clear(counters.account);
    if (user.verificationCodeHash) return fail('invalid_input', NOT_VERIFIED, { reason: 'not_verified', fields: { email: NOT_VERIFIED }, details: { unverified: true } });
    if (!user.isActive) return invalid({ email: DEACTIVATED });

    const now = deps.clock.now();
    const session = { id: deps.ids.newId(), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + deps.tokenTtlHours * HOUR_MS), revokedAt: null, lastSeenAt: now };
    const signedIn = await deps.uow.run(async (s) => {
      await s.sessions.insert(session);
      await s.users.recordLogin(user.id, now);
      return ok(await sessionToken(s, deps.tokens, user, session, now));
    });
    if (!signedIn.ok) return signedIn;

    if (deps.carts && deps.stock && input.sync !== false && input.cart && input.cart.length > 0) {
      await mergeGuestCart(deps.carts, deps.stock, user.id, input.cart);
    }
    return ok({ token: signedIn.value });
  };
}

async function mergeGuestCart(carts: CartRepository, stock: ProductStockReader, userId: string, guest: readonly CartLine[]): Promise<void> {
  const server = await carts.find(userId);
  const ids = [...new Set([...server, ...guest].map((l) => l.productId))];
  const products = new Map<string, StockProduct>((await stock.findForCart(ids)).map((p) => [p.id, p]));
  const merged = mergeCarts(server, guest, products);
  await carts.save(userId, merged.lines);
}

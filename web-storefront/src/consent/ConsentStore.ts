import { action, actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { EventForwarder, ShopAnalytics } from '../analytics/analytics-api';
import type { KeyValueStorage } from '../../../web-shared/session/storage';
import type { TrackingConfigResponse } from './consent-api';

export const CONSENT_KEY = 'analyticsConsent';

export type ConsentChoice = 'accepted' | 'declined';

export interface ConsentDeps {
  api: { config(): Promise<TrackingConfigResponse> };
  storage: KeyValueStorage;
  analytics: Pick<ShopAnalytics, 'forwardTo'>;
  /** Sets up and loads the configured third parties; called at most once, and only after Accept. */
  start: (config: TrackingConfigResponse) => EventForwarder;
  /** The page the shopper is on when the services start (their first page view). */
  currentPath: () => string;
  log?: (error: unknown) => void;
}

/**
 * The shopper's choice about the owner's optional Google Analytics / Meta pixel, kept in
 * localStorage. The banner shows only when one of them is configured and no choice was made;
 * their scripts load only after Accept.
 */
export class ConsentStore {
  config: TrackingConfigResponse | null = null;
  choice: ConsentChoice | null;
  /** The shopper asked to see the banner again (Cookie settings). */
  reopened = false;
  readonly #d: ConsentDeps;
  #started = false;

  constructor(deps: ConsentDeps) {
    this.#d = deps;
    const kept = deps.storage.getItem(CONSENT_KEY);
    this.choice = kept === 'accepted' || kept === 'declined' ? kept : null;
    makeObservable<ConsentStore>(this, {
      config: observable,
      choice: observable,
      reopened: observable,
      hasThirdParties: computed,
      services: computed,
      showsBanner: computed,
      accept: action,
      decline: action,
      reopen: actionBound,
    });
  }

  get hasThirdParties(): boolean {
    return Boolean(this.config && (this.config.google || this.config.meta));
  }

  /** The configured services by name, as the banner names them. */
  get services(): string[] {
    return [this.config?.google ? 'Google Analytics' : null, this.config?.meta ? 'the Meta pixel' : null].filter((name): name is string => name !== null);
  }

  get showsBanner(): boolean {
    return this.hasThirdParties && (this.choice === null || this.reopened);
  }

  /**
   * The footer's 'Cookie settings': shows the banner again so the shopper can change their choice
   * (only when a service is configured). A choice changed to Decline is kept; services already
   * started on this page stop with the next page load.
   */
  reopen(): void {
    if (this.hasThirdParties) this.reopened = true;
  }

  /** Asks which services are configured; starts them at once when the shopper accepted earlier. */
  async load(): Promise<void> {
    try {
      const config = await this.#d.api.config();
      runInAction(() => (this.config = config));
      this.#startIfAccepted();
    } catch (error) {
      this.#d.log?.(error);
    }
  }

  accept(): void {
    this.#choose('accepted');
    this.#startIfAccepted();
  }

  decline(): void {
    this.#choose('declined');
  }

  #choose(choice: ConsentChoice): void {
    this.choice = choice;
    this.reopened = false;
    try {
      this.#d.storage.setItem(CONSENT_KEY, choice);
    } catch {
      /* a browser that keeps nothing asks again next visit */
    }
  }

  #startIfAccepted(): void {
    if (this.#started || this.choice !== 'accepted' || !this.config || !this.hasThirdParties) return;
    this.#started = true;
    const forward = this.#d.start(this.config);
    this.#d.analytics.forwardTo(forward);
    forward('PageView', this.#d.currentPath());
  }
}

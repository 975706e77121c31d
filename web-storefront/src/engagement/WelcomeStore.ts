import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '../../../web-shared/session/storage';

export const WELCOME_SEEN_KEY = 'welcomeModalShown';
/** Spec §9: the welcome modal appears after the first scroll past this many pixels. */
export const WELCOME_SCROLL_PX = 500;

/** The newsletter welcome modal: shown once per browser, after the first scroll past 500 px. */
export class WelcomeStore {
  open = false;
  seen: boolean;
  readonly #storage: KeyValueStorage;

  constructor(storage: KeyValueStorage) {
    this.#storage = storage;
    this.seen = storage.getItem(WELCOME_SEEN_KEY) !== null;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  onScroll(scrollY: number): void {
    if (this.seen || scrollY <= WELCOME_SCROLL_PX) return;
    this.seen = true;
    this.open = true;
    this.#storage.setItem(WELCOME_SEEN_KEY, 'true');
  }

  close(): void {
    this.open = false;
  }
}

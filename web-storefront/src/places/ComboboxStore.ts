import { makeAutoObservable, runInAction } from 'mobx';

/** Starts `run` after `ms`; the returned function cancels it. Tests pass a manual one. */
export type Schedule = (run: () => void, ms: number) => () => void;

const browserSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export interface ComboboxOptions<T> {
  /** The suggestions for what was typed; aborted when newer text supersedes it. */
  fetch: (text: string, signal: AbortSignal) => Promise<T[]>;
  /** Whether the text is worth a lookup (long enough, right country). */
  eligible: (text: string) => boolean;
  /** What the shopper sees and hears for a suggestion. */
  label: (item: T) => string;
  /** The shopper chose a suggestion. */
  choose: (item: T) => void | Promise<void>;
  /** Suggestions worth showing (e.g. not the one already filled in); all by default. */
  keep?: (item: T) => boolean;
  debounceMs?: number;
  schedule?: Schedule;
  /** Where failed lookups go; the shopper sees nothing either way. */
  log?: (error: unknown) => void;
}

export const SUGGEST_DEBOUNCE_MS = 200;

/** What a combobox field shows and sends, whatever its suggestions are. */
export interface Combobox {
  readonly open: boolean;
  readonly activeIndex: number;
  /** The suggestions as the shopper sees and hears them. */
  readonly labels: string[];
  readonly announcement: string;
  typed(text: string): void;
  keyDown(key: string): boolean;
  choose(index: number): Promise<void>;
  dismiss(): void;
}

/**
 * The state of one autocompleting field (WAI-ARIA combobox with a listbox popup): lookups after a
 * pause in typing, the previous one cancelled, failures showing nothing; the open list, the active
 * option moved with the arrow keys, Enter choosing it and Escape closing the list; and what the
 * live region announces.
 */
export class ComboboxStore<T> implements Combobox {
  items: T[] = [];
  open = false;
  /** The option Up/Down moved to (-1: none, the text field keeps the focus). */
  activeIndex = -1;
  readonly #options: ComboboxOptions<T>;
  readonly #schedule: Schedule;
  #cancelTimer: (() => void) | null = null;
  #inFlight: AbortController | null = null;

  constructor(options: ComboboxOptions<T>) {
    this.#options = options;
    this.#schedule = options.schedule ?? browserSchedule;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get labels(): string[] {
    return this.items.map((item) => this.#options.label(item));
  }

  /** 'N suggestions available…' while the list is open; empty otherwise (nothing to say). */
  get announcement(): string {
    if (!this.open) return '';
    const n = this.items.length;
    return `${n} ${n === 1 ? 'suggestion' : 'suggestions'} available. Use the up and down arrow keys to review and Enter to choose.`;
  }

  /**
   * The text changed: a lookup follows a short pause (the list shown so far stays until its answer
   * replaces it); text not worth a lookup closes the list.
   */
  typed(text: string): void {
    this.#cancel();
    this.activeIndex = -1;
    if (!this.#options.eligible(text)) {
      this.#close();
      this.items = [];
      return;
    }
    this.#cancelTimer = this.#schedule(() => void this.#lookUp(text), this.#options.debounceMs ?? SUGGEST_DEBOUNCE_MS);
  }

  /** A key in the text field; true when the combobox handled it (the field should not). */
  keyDown(key: string): boolean {
    const n = this.items.length;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      if (n === 0) return false;
      if (!this.open) {
        this.open = true;
        this.activeIndex = key === 'ArrowDown' ? 0 : n - 1;
      } else {
        this.activeIndex = key === 'ArrowDown' ? (this.activeIndex + 1) % n : (this.activeIndex - 1 + n) % n;
      }
      return true;
    }
    if (key === 'Enter' && this.open && this.activeIndex >= 0) {
      void this.choose(this.activeIndex);
      return true;
    }
    if (key === 'Escape' && this.open) {
      this.#close();
      return true;
    }
    return false;
  }

  async choose(index: number): Promise<void> {
    const item = this.items[index];
    this.#cancel();
    this.#close();
    this.items = [];
    if (item === undefined) return;
    try {
      await this.#options.choose(item);
    } catch (error) {
      this.#options.log?.(error);
    }
  }

  /** The field lost the focus: nothing more is looked up or shown. */
  dismiss(): void {
    this.#cancel();
    this.#close();
  }

  async #lookUp(text: string): Promise<void> {
    this.#cancelTimer = null;
    const controller = new AbortController();
    this.#inFlight = controller;
    try {
      const found = await this.#options.fetch(text, controller.signal);
      if (controller.signal.aborted) return;
      const keep = this.#options.keep ?? (() => true);
      runInAction(() => {
        this.items = found.filter(keep);
        this.open = this.items.length > 0;
        this.activeIndex = -1;
      });
    } catch (error) {
      if (!controller.signal.aborted) this.#options.log?.(error);
    } finally {
      if (this.#inFlight === controller) this.#inFlight = null;
    }
  }

  #cancel(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = null;
    this.#inFlight?.abort();
    this.#inFlight = null;
  }

  #close(): void {
    this.open = false;
    this.activeIndex = -1;
  }
}

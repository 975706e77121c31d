import { makeAutoObservable } from 'mobx';

/** How long the back office's success messages show (admin.md §9: 3 s; a product update 2 s). */
export const SUCCESS_MS = 3_000;

/** A message shown for a while ('Product Updated', 'Category deleted.'), then gone by itself. */
export class TimedMessage {
  text: string | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Shows `text` for `ms` milliseconds (a message shown again starts its time again). */
  show(text: string, ms = SUCCESS_MS): void {
    clearTimeout(this.#timer);
    this.text = text;
    this.#timer = setTimeout(() => this.clear(), ms);
  }

  clear(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.text = null;
  }
}

import { makeAutoObservable } from 'mobx';

/** Open/closed state of the storefront's overlays. */
export class UiStore {
  cartOpen = false;
  menuOpen = false;
  feedbackOpen = false;
  /**
   * Whether the page is live: hydrated (a server-rendered page) or first rendered. Until then parts
   * that show the shopper's own data (cart count, account link) render as the server did, which knows
   * no shopper, so hydration matches; they show the shopper's data right after.
   */
  live = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  markLive(): void {
    this.live = true;
  }

  openCart(): void {
    this.menuOpen = false;
    this.cartOpen = true;
  }

  closeCart(): void {
    this.cartOpen = false;
  }

  openMenu(): void {
    this.cartOpen = false;
    this.menuOpen = true;
  }

  closeMenu(): void {
    this.menuOpen = false;
  }

  openFeedback(): void {
    this.closeAll();
    this.feedbackOpen = true;
  }

  closeFeedback(): void {
    this.feedbackOpen = false;
  }

  closeAll(): void {
    this.cartOpen = false;
    this.menuOpen = false;
  }
}

import { makeAutoObservable } from 'mobx';

/** Open/closed state of the storefront's overlays. */
export class UiStore {
  cartOpen = false;
  menuOpen = false;
  feedbackOpen = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
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

import { makeAutoObservable } from 'mobx';

/** Open/closed state of the back office's overlays. */
export class UiStore {
  /** The side menu as a drawer on narrow screens (always shown on wide ones). */
  sideMenuOpen = false;
  userMenuOpen = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  openSideMenu(): void {
    this.userMenuOpen = false;
    this.sideMenuOpen = true;
  }

  closeSideMenu(): void {
    this.sideMenuOpen = false;
  }

  toggleUserMenu(): void {
    this.userMenuOpen = !this.userMenuOpen;
  }

  closeUserMenu(): void {
    this.userMenuOpen = false;
  }

  closeAll(): void {
    this.sideMenuOpen = false;
    this.userMenuOpen = false;
  }
}

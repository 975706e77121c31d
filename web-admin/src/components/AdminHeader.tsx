import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useStores } from '../stores/StoreContext';
import { ChevronDownIcon, MenuIcon } from './icons';

/** Page title plus the user menu (first name in capitals, Home, Log out). */
export const AdminHeader = observer(function AdminHeader({ title }: { title: string }) {
  const root = useStores();
  const { session, ui } = root;
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = ui.userMenuOpen;

  useEffect(() => {
    if (!open) return;
    const wrapper = wrapperRef.current;
    wrapper?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (wrapper && event.target instanceof Node && !wrapper.contains(event.target)) ui.closeUserMenu();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, ui]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      ui.closeUserMenu();
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      ui.closeUserMenu();
    }
  };

  const firstName = (session.user?.firstName ?? '').toUpperCase();
  return (
    <header className="adm-header">
      <button type="button" className="adm-icon-btn adm-header__menu-btn" aria-label="Menu" aria-haspopup="dialog" aria-expanded={ui.sideMenuOpen} onClick={ui.openSideMenu}>
        <MenuIcon />
      </button>
      <h1 className="adm-header__title">{title}</h1>
      <div className="adm-user-menu" ref={wrapperRef}>
        <button ref={buttonRef} type="button" className="adm-user-menu__button" aria-haspopup="menu" aria-expanded={open} aria-controls={menuId} onClick={ui.toggleUserMenu}>
          <span className="adm-user-menu__avatar" aria-hidden="true">
            {firstName.charAt(0) || '?'}
          </span>
          {/* The name comes from the visible text (with this hidden lead-in), so speech users can say what they see. */}
          <span className="adm-visually-hidden">User menu{firstName ? ', ' : ''}</span>
          <span className="adm-user-menu__name">{firstName}</span>
          <ChevronDownIcon />
        </button>
        {open && (
          <ul id={menuId} role="menu" aria-label="User menu" className="adm-user-menu__list" onKeyDown={onMenuKeyDown}>
            <li role="none">
              {/* The storefront is another SPA: a plain link loads it. */}
              <a role="menuitem" href="/" className="adm-user-menu__item">
                Home
              </a>
            </li>
            <li role="none">
              <button
                role="menuitem"
                type="button"
                className="adm-user-menu__item"
                onClick={() => {
                  ui.closeUserMenu();
                  void root.logout();
                }}
              >
                Log out
              </button>
            </li>
          </ul>
        )}
      </div>
    </header>
  );
});

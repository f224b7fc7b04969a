import { useEffect, useRef } from 'react';

/**
 * The sidebar opened over the page on a phone behaves as a menu: the focus moves to its first
 * link, Escape or a tap outside closes it, and the focus goes back to the burger that opened it.
 * `close` must keep its identity between renders. A few lines instead of a Mantine Drawer or FocusTrap: this shell is on every first visit.
 */
export function usePhoneMenu(open: boolean, close: () => void) {
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('a[href], button')?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      buttonRef.current?.focus();
    };
    // A tap in the top bar (its theme toggle, its menus) closes the menu and does its own job.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [open, close]);

  /** The backdrop's tap: nothing under it is focusable, so the focus returns to the burger. */
  const closeFromBackdrop = () => {
    close();
    buttonRef.current?.focus();
  };
  return { menuRef, buttonRef, closeFromBackdrop };
}

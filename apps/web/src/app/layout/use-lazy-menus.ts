import { useRef, useState } from 'react';
import type * as Menus from './user-menus';

// The top bar's menus (Mantine Menu, Popover, floating-ui) are a fifth of the shell's code and
// only needed once someone reaches for one: the first paint shows a look-alike button, the menus
// load as the pointer or focus reaches it, and take its place when it is pressed.
const loadMenus = () => import('./user-menus');
let loaded: typeof Menus | undefined;

/** Back to before the menus' code arrived: test files share one module graph (testing/setup.ts). */
export function forgetLoadedMenus() {
  loaded = undefined;
}

/** A menu's stand-in button until the menus' code is here, then what the real one inherits. */
export function useLazyMenus() {
  const [menus, setMenus] = useState(loaded);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const [hadFocus, setHadFocus] = useState(false);

  // Only the menu replacing the stand-in inherits its press and focus: one that appears later
  // (the profile menu on signing in) must not open by itself.
  const menuProps: Menus.MenuProps = {
    defaultOpened: openOnArrival,
    autoFocus: hadFocus,
    onTakenOver: () => {
      setOpenOnArrival(false);
      setHadFocus(false);
    },
  };

  // Hover and focus only fetch the code. The stand-in gives way on its own click, never between
  // a press and its release: a button swapped mid-press loses the click, and the menu stays shut.
  const prefetch = () => void loadMenus();
  const standInProps = {
    ref: standIn,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => {
      setOpenOnArrival(true);
      void loadMenus().then((module) => {
        loaded = module;
        // Swapping buttons must not drop the keyboard user's place.
        setHadFocus(document.activeElement === standIn.current);
        setMenus(module);
      });
    },
  };
  return { menus, menuProps, standInProps };
}

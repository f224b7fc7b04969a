import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/** Spec §9 narrow-layout breakpoint, 768px (Mantine's `sm`, 48em). */
export const desktopMediaQuery = '(min-width: 48em)';

export interface SidebarState {
  /** Whether the sidebar is showing at the current width. */
  opened: boolean;
  desktopOpened: boolean;
  mobileOpened: boolean;
  /** Open over the page on a narrow screen: a menu with a backdrop (use-phone-menu.ts). */
  phoneMenuOpen: boolean;
  toggle: () => void;
  /** Narrow screens close the full-width sidebar after a link is chosen (spec §2). */
  closeOnMobile: () => void;
}

/** Open by default on wide screens, closed by default below 768px. */
export function useSidebarState(): SidebarState {
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(desktopMediaQuery, true, { getInitialValueInEffect: false });
  const [desktopOpened, setDesktopOpened] = useState(true);
  // Remember where the mobile sidebar was opened: any navigation closes it (back button,
  // brand link, menu item) without an effect resetting state.
  const [mobileOpenedAt, setMobileOpenedAt] = useState<string | null>(null);
  const mobileOpened = mobileOpenedAt === pathname;
  // One identity for the life of the shell: the phone menu's listeners depend on it.
  const closeOnMobile = useCallback(() => setMobileOpenedAt(null), []);

  return {
    opened: isDesktop ? desktopOpened : mobileOpened,
    desktopOpened,
    mobileOpened,
    phoneMenuOpen: !isDesktop && mobileOpened,
    toggle: () => {
      if (isDesktop) setDesktopOpened((opened) => !opened);
      else setMobileOpenedAt(mobileOpened ? null : pathname);
    },
    closeOnMobile,
  };
}

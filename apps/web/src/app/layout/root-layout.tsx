import { AppShell, Group } from '@mantine/core';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ModalsHost } from '../../components/confirm-modal';
import { useT } from '../../i18n/i18n-provider';
import { useSessionHousekeeping } from '../../lib/auth-session';
import { AppFooter } from './app-footer';
import { isFocusedPath } from './focused-paths';
import { LanguageSwitcher } from './language-switcher';
import { NavigationProgress } from './navigation-progress';
import { shellMessages } from './messages';
import { ReconnectingNotice } from './reconnecting-notice';
import classes from './root-layout.module.css';
import { Sidebar, sidebarId } from './sidebar';
import { TopBar } from './top-bar';
import { usePhoneMenu } from './use-phone-menu';
import { useSidebarState } from './use-sidebar-state';

const mainId = 'main-content';

/** The shell around every screen: top bar, sidebar, main area and footer (spec §2 Shell). */
export function RootLayout() {
  const { pathname } = useLocation();
  const withChrome = !isFocusedPath(pathname);
  const sidebar = useSidebarState();
  const phoneMenuOpen = withChrome && sidebar.phoneMenuOpen;
  const { menuRef, buttonRef, closeFromBackdrop } = usePhoneMenu(
    phoneMenuOpen,
    sidebar.closeOnMobile,
  );
  const t = useT();
  useSessionHousekeeping();

  return (
    <>
      {/* Inside the router so modal content may use links and navigation. */}
      <ModalsHost />
      <ScrollRestoration />
      <ReconnectingNotice />
      {/* While the phone menu is open over the page, only it and the top bar are reachable. */}
      <a href={`#${mainId}`} className={classes.skipLink} inert={phoneMenuOpen}>
        {t(shellMessages.skipToMain)}
      </a>
      <AppShell
        padding="md"
        header={withChrome ? { height: 60 } : undefined}
        navbar={
          withChrome
            ? {
                width: 200,
                breakpoint: 'sm',
                collapsed: { mobile: !sidebar.mobileOpened, desktop: !sidebar.desktopOpened },
              }
            : undefined
        }
      >
        {withChrome && (
          <>
            <TopBar
              sidebarOpened={sidebar.opened}
              onToggleSidebar={sidebar.toggle}
              sidebarId={sidebarId}
              sidebarButtonRef={buttonRef}
            />
            <Sidebar ref={menuRef} opened={sidebar.opened} onNavigate={sidebar.closeOnMobile} />
            {phoneMenuOpen && (
              <div className={classes.backdrop} aria-hidden onClick={closeFromBackdrop} />
            )}
          </>
        )}
        <AppShell.Main id={mainId} tabIndex={-1} className={classes.main} inert={phoneMenuOpen}>
          <NavigationProgress />
          {/* Without the top bar (sign-in, sign-up, registration), a newcomer can still
              choose their language before filling anything in. */}
          {!withChrome && (
            <Group justify="flex-end" mb="xs">
              <LanguageSwitcher />
            </Group>
          )}
          <Outlet />
        </AppShell.Main>
        <AppFooter className={classes.footer} inert={phoneMenuOpen} />
      </AppShell>
    </>
  );
}

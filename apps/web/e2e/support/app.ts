import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The name the e2e server starts with (SITE_NAME unset); the tests read it from the API anyway. */
export const defaultSiteName = 'Community Portal';

/** The community profile's tagline (spec, DESIGN §1), the home page's top-level heading. */
export const communityTagline = 'Connect locally, live globally';

export type StoredSession = Partial<
  Record<'token' | 'isLoggedIn' | 'isAdmin' | 'darkMode', string>
>;

/**
 * The demo logins the server seeds on a fresh embedded database (apps/server, demo-accounts.ts).
 * Tests sign in for real, so the session survives the app checking it with the server.
 */
export const demoLogins = {
  admin: { mobile: '9000000001', password: 'portal-admin-demo' },
  member: { mobile: '9000000002', password: 'portal-member-demo' },
} as const;

/** Signs in through the API and returns what the app stores after a sign-in (spec §4 Login). */
export async function signIn(
  request: APIRequestContext,
  who: keyof typeof demoLogins,
): Promise<StoredSession> {
  const response = await request.post('/api/auth/login', { data: demoLogins[who] });
  expect(response.status(), `sign-in as the demo ${who}`).toBe(200);
  const body: unknown = await response.json();
  expect(body).toMatchObject({ token: expect.any(String), user: { isAdmin: who === 'admin' } });
  const { token } = body as { token: string };
  return who === 'admin'
    ? { token, isLoggedIn: 'true', isAdmin: 'true' }
    : { token, isLoggedIn: 'true' };
}

/** Puts values in localStorage before any page script runs, on every load of this page. */
export async function storeBeforeLoad(page: Page, values: StoredSession): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of entries) window.localStorage.setItem(key, value);
  }, Object.entries(values));
}

/** The names the sidebar's toggle and navigation have in the page's language. */
export interface SidebarNames {
  toggle: string;
  nav: string;
}
const englishSidebar: SidebarNames = { toggle: 'Toggle sidebar', nav: 'Main' };

export function sidebarToggle(page: Page, names = englishSidebar): Locator {
  return page.getByRole('button', { name: names.toggle });
}

export function mainNav(page: Page, names = englishSidebar): Locator {
  return page.getByRole('navigation', { name: names.nav });
}

/** Opens the sidebar when it is collapsed (phones start that way), so its links can be read. */
export async function ensureSidebarOpen(page: Page, names = englishSidebar): Promise<Locator> {
  const toggle = sidebarToggle(page, names);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const nav = mainNav(page, names);
  await expect(nav).toBeInViewport();
  return nav;
}

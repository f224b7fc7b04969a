import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite } from '../../testing/fixtures';
import { renderRoute } from '../../testing/render-route';
import { storeSession } from '../../testing/sign-in';
import { json, stubFetch } from '../../testing/stub-fetch';
import { isManagePath } from './manage-section';
import classes from './root-layout.module.css';

// Issue 18: the phone's sidebar as a menu, and a site admin's sidebar that fits. Tests run at a
// phone width (testing/setup.ts answers every media query "no").

function stubSite() {
  return stubFetch({ 'GET /api/site': () => json(communitySite) });
}

const toggle = () => screen.getByRole('button', { name: 'Toggle sidebar' });
const backdrop = () => document.querySelector<HTMLElement>(`.${classes.backdrop}`);

async function openMenu(path = '/about') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'About Us' });
  await view.user.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  return view;
}

describe('phone menu', () => {
  it('names what it controls, takes the focus, and makes the page behind it inert', async () => {
    stubSite();
    await openMenu();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle()).toHaveAttribute('aria-controls', nav.id);
    expect(nav).not.toHaveAttribute('inert');
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('inert');
    expect(screen.getByRole('contentinfo')).toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('inert');
    expect(backdrop()).not.toBeNull();
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    stubSite();
    const { user } = await openMenu();

    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(screen.getByRole('contentinfo')).not.toHaveAttribute('inert');
    expect(backdrop()).toBeNull();
  });

  it('closes on a tap on the backdrop and gives the focus back to the button', async () => {
    stubSite();
    const { user } = await openMenu();

    await user.click(backdrop() as HTMLElement);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes on a tap elsewhere in the top bar, which still does its own job', async () => {
    stubSite();
    const { user } = await openMenu();

    await user.click(screen.getByRole('button', { name: 'Toggle dark mode' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await user.click(screen.getByRole('button', { name: 'Toggle dark mode' }));
  });

  it('stays open while its own links and the button are used', async () => {
    stubSite();
    const { user } = await openMenu();

    await user.click(screen.getByRole('heading', { name: 'Others' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(backdrop()).toBeNull();
  });
});

describe('Manage section', () => {
  it('knows the management pages', () => {
    for (const path of ['/editEvents', '/editFeeds', '/eventdash', '/admin/outbox', '/admin'])
      expect(isManagePath(path), path).toBe(true);
    for (const path of ['/', '/events', '/about', '/administrators', '/editEventsX', '/channel'])
      expect(isManagePath(path), path).toBe(false);
  });

  it('starts open on a management page, with its page marked, and folds on request', async () => {
    storeSession(adminUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(adminUser),
      'GET /api/admin/outbox': () => json({ items: [], nextCursor: null }),
    });
    const { user } = renderRoute('/admin/outbox');
    await user.click(await screen.findByRole('button', { name: 'Toggle sidebar' }));

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const manage = await within(nav).findByRole('button', { name: 'Manage' });
    expect(manage).toHaveAttribute('aria-expanded', 'true');
    const outbox = await within(nav).findByRole('link', { name: 'Outbox' });
    expect(outbox).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link', { name: /Manage|Dashboard|settings/ })).toHaveLength(4);
    expect(document.getElementById(manage.getAttribute('aria-controls') ?? '')).toContainElement(
      outbox,
    );

    await user.click(manage);
    expect(manage).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: 'Outbox' })).not.toBeInTheDocument(),
    );
  });
});

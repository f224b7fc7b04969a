import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage';
import { communitySite } from '../../testing/fixtures';
import { renderRoute } from '../../testing/render-route';
import { json, stubFetch } from '../../testing/stub-fetch';

describe('dark-mode toggle', () => {
  it('stores the choice as darkMode "true" / "false" and marks the page', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { user } = renderRoute('/about');
    const toggle = await screen.findByRole('button', { name: 'Toggle dark mode' });
    // Nothing stored and the system prefers light (matchMedia stub).
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem(storageKeys.darkMode)).toBeNull();

    await user.click(toggle);
    expect(window.localStorage.getItem(storageKeys.darkMode)).toBe('true');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(document.body).toHaveClass('dark');

    await user.click(toggle);
    expect(window.localStorage.getItem(storageKeys.darkMode)).toBe('false');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(document.body).not.toHaveClass('dark');
  });

  it('starts from the stored preference', async () => {
    window.localStorage.setItem(storageKeys.darkMode, 'true');
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    renderRoute('/about');

    const toggle = await screen.findByRole('button', { name: 'Toggle dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(document.body).toHaveClass('dark');
  });
});

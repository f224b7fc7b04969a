import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite } from '../../testing/fixtures';
import { renderRoute } from '../../testing/render-route';
import { json, stubFetch } from '../../testing/stub-fetch';

// About the first load: the test setup forgets loaded menus before each test.
describe('user menu stand-in', () => {
  it('stays in place when hovered or focused, and gives way to the real menu when pressed', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { user } = renderRoute('/about');
    const standIn = await screen.findByRole('button', { name: 'User menu' });

    // Hover and focus fetch the menus' code, but swapping the button then could fall between a
    // press and its release, and the click would be lost.
    await user.hover(standIn);
    standIn.focus();
    await import('./user-menus');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('button', { name: 'User menu' })).toBe(standIn);

    await user.click(standIn);
    expect(await screen.findByRole('menuitem', { name: 'Login' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'User menu' })).not.toBe(standIn);
  });
});

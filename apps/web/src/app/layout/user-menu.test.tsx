import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite, memberUser } from '../../testing/fixtures';
import { renderRoute } from '../../testing/render-route';
import { storeSession } from '../../testing/sign-in';
import { json, stubFetch } from '../../testing/stub-fetch';

// About the first load: the test setup forgets loaded menus before each test.
describe('user menu', () => {
  it('opens the menu pressed before its code arrived, and not the one that appears on signing in', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
    });
    const { user } = renderRoute('/about');

    // The stand-in is pressed; the real menu arrives and opens, as if it had been there.
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Login' })).toBeVisible();
    await user.keyboard('{Escape}');

    act(() => storeSession(memberUser));
    const profile = await screen.findByRole('button', { name: 'Profile menu' });
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();

    await user.click(profile);
    expect(await screen.findByRole('menuitem', { name: 'Edit Profile' })).toBeVisible();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';

describe('about page', () => {
  it('describes the portal by its site name and what members can do', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    renderRoute('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(
      await screen.findByText(new RegExp(`^${communitySite.name} is where our community`)),
    ).toBeVisible();
    for (const offer of ['Events', 'Tournament', 'Channels', 'Donations', 'Support']) {
      expect(screen.getByRole('heading', { level: 3, name: offer })).toBeVisible();
    }
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Support & Services/ })).toHaveAttribute(
      'href',
      '/support-services',
    );
    expect(document.title).toBe(`About Us · ${communitySite.name}`);
  });

  it('speaks Hindi to a Hindi reader, keeping the site’s own name', async () => {
    await useLanguageInTest('hi');
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    renderRoute('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeVisible();
    expect(
      await screen.findByText(new RegExp(`^${communitySite.name} वह जगह है जहाँ हमारा समुदाय`)),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'टूर्नामेंट' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('link', { name: 'सहायता और सेवाएँ पर हमसे बात करें' }),
    ).toHaveAttribute('href', '/support-services');
    expect(document.title).toBe(`हमारे बारे में · ${communitySite.name}`);
  });
});

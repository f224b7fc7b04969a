import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite } from '../testing/fixtures';
import { useLanguageInTest } from '../testing/language';
import { renderRoute } from '../testing/render-route';
import { json, stubFetch } from '../testing/stub-fetch';

// The home page's sections, empty: events, news and the community wall.
const emptyHome = {
  'GET /api/events/upcoming': () => json([]),
  'GET /api/feedposts': () => json([]),
  'GET /api/posts': () => json([]),
};

describe('the shell and home page in Hindi', () => {
  it('shows the shell, the home page and their empty states in Hindi', async () => {
    await useLanguageInTest('hi');
    // A cleared tagline shows the spec's own, in the reader's language.
    stubFetch({ 'GET /api/site': () => json({ ...communitySite, tagline: '' }), ...emptyHome });
    renderRoute('/');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'स्थानीय स्तर पर जुड़ें, वैश्विक स्तर पर जिएँ',
      }),
    ).toBeVisible();
    const upcoming = screen.getByRole('region', { name: 'आगामी कार्यक्रम' });
    expect(within(upcoming).getByRole('link', { name: 'सभी कार्यक्रम देखें' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(await within(upcoming).findByText('कोई आगामी कार्यक्रम नहीं')).toBeVisible();

    const sidebar = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(sidebar).getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(within(sidebar).getByRole('heading', { name: 'अन्य' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'उपयोगकर्ता मेनू' })).toBeInTheDocument();
    // The site's name stays as its admins wrote it; the year and the sentence around it change.
    const year = new Date().getFullYear();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${year} ${communitySite.name}। सर्वाधिकार सुरक्षित।`,
    );
  });

  it('names a missing page in Hindi, in the tab title too', async () => {
    await useLanguageInTest('hi');
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    renderRoute('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
    expect(screen.getByText(/^\/no-such-page पर कोई पेज नहीं है।/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`पेज नहीं मिला · ${communitySite.name}`);
  });
});

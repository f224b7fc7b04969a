import type { DirectoryCard, DirectoryPage } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumniSite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';

const rahul: DirectoryCard = {
  _id: 'u-rahul',
  name: 'राहुल शर्मा',
  imageUrl: null,
  batch: 2009,
  course: 'B.Tech CSE',
  city: 'London',
  country: 'GB',
  jobTitle: 'Engineer',
  businessName: 'Infosys',
  industry: 'it',
  skills: ['Go'],
  openTo: ['mentoring'],
};
// Keeps their city and work to themselves: the keys are absent, not null.
const jayesh: DirectoryCard = {
  _id: 'u-jayesh',
  name: 'જયેશ પટેલ',
  imageUrl: null,
  batch: 2011,
  course: null,
};

function page(items: DirectoryCard[], nextCursor: string | null, total: number): DirectoryPage {
  return { items, nextCursor, total };
}

function stub(routes: FetchRoutes, user = memberUser) {
  return stubSignedIn(
    user,
    {
      'GET /api/directory/places': () =>
        json({
          countries: [{ country: 'GB', members: 42 }],
          cities: [{ city: 'London', country: 'GB', members: 42 }],
        }),
      ...routes,
    },
    alumniSite,
  );
}

beforeAll(async () => {
  await import('./directory-route');
});

describe('the directory', () => {
  it('shows cards with only what each member shares, the total and the places', async () => {
    stub({ 'GET /api/directory': () => json(page([rahul, jayesh], null, 2)) });
    renderRoute('/directory');
    const list = await screen.findByRole('list', { name: 'Members' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'राहुल शर्मा' })).toHaveAttribute(
      'href',
      '/directory/u-rahul',
    );
    expect(within(cards[0]!).getByText('Batch of 2009 · B.Tech CSE')).toBeVisible();
    expect(within(cards[0]!).getByText('Engineer at Infosys')).toBeVisible();
    expect(within(cards[0]!).getByText('London, United Kingdom')).toBeVisible();
    // Nothing of what Jayesh hides, not even an empty line.
    expect(within(cards[1]!).queryByText(/London|Engineer/)).not.toBeInTheDocument();
    expect(screen.getByText('2 members')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'London 42' })).toBeVisible();
    expect(screen.getByText('That is everyone.')).toBeVisible();
  });

  it('searches as typing pauses, keeps the search in the address bar, and pages on', async () => {
    const { requests } = stub({
      'GET /api/directory': (request) => {
        const query = new URL(request.url).searchParams;
        if (query.get('cursor') === 'next') return json(page([jayesh], null, 2));
        return json(page([rahul], 'next', 2));
      },
    });
    const { user, router } = renderRoute('/directory?city=London');
    const search = await screen.findByRole('searchbox', { name: 'Search the directory' });
    await user.type(search, 'rahul');
    await waitFor(() => expect(router.state.location.search).toBe('?q=rahul&city=London'));
    await waitFor(() =>
      expect(
        requests.some((request) =>
          request.url.endsWith('/api/directory?q=rahul&city=London&limit=24'),
        ),
      ).toBe(true),
    );
    // The active filter shows as a chip that removes it.
    expect(screen.getByRole('button', { name: 'Remove filter: London' })).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'જયેશ પટેલ' })).toBeVisible();
    expect(
      requests.some((request) => new URL(request.url).searchParams.get('cursor') === 'next'),
    ).toBe(true);
  });

  it('tells a member who waits for approval why, and asks for no card', async () => {
    const { requests } = stub({}, { ...memberUser, membershipStatus: 'pending' });
    renderRoute('/directory');
    expect(
      await screen.findByText(
        'Your membership is waiting for approval. You can fill in your profile meanwhile.',
      ),
    ).toBeVisible();
    expect(requests.some((request) => request.url.includes('/api/directory'))).toBe(false);
    // …and the sidebar offers no directory link.
    expect(screen.queryByRole('link', { name: 'Directory' })).not.toBeInTheDocument();
  });

  it('shows the waiting notice when the server refuses with membership_pending', async () => {
    stub({
      'GET /api/directory': () =>
        json(
          { error: 'membership_pending', message: 'Your membership is waiting for approval.' },
          { status: 403 },
        ),
    });
    renderRoute('/directory');
    expect(
      await screen.findByText(
        'Your membership is waiting for approval. You can fill in your profile meanwhile.',
      ),
    ).toBeVisible();
  });

  it('draws the map only when asked, shaded by country, and narrows the search by a country', async () => {
    stub({
      'GET /api/directory': () => json(page([rahul], null, 1)),
      'GET /api/directory/places': () =>
        json({
          countries: [
            { country: 'GB', members: 42 },
            { country: 'IN', members: 7 },
            { country: 'AE', members: 1 },
          ],
          cities: [{ city: 'London', country: 'GB', members: 42 }],
        }),
    });
    const { user, router } = renderRoute('/directory');
    const show = await screen.findByRole('button', { name: 'Show map' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Map of members by country' })).toBeNull();
    expect(document.querySelector('svg title')).toBeNull();

    await user.click(show);
    const map = await screen.findByRole('group', { name: 'Map of members by country' });
    const hide = screen.getByRole('button', { name: 'Hide map' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(hide).toHaveAttribute('aria-controls', map.parentElement!.id);
    // Only countries with members are buttons, each named and titled with its count…
    const countries = within(map).getAllByRole('button');
    expect(countries.map((country) => country.getAttribute('aria-label')).sort()).toEqual([
      'India: 7 members',
      'United Arab Emirates: 1 member',
      'United Kingdom: 42 members',
    ]);
    const india = within(map).getByRole('button', { name: 'India: 7 members' });
    expect(india.querySelector('title')).toHaveTextContent('India: 7 members');
    expect(india).toHaveAttribute('tabindex', '0');
    // …in different steps (42 at most: 1–3, 4–6, 7–16, 17–42); the rest neutral and titled too.
    const uk = within(map).getByRole('button', { name: 'United Kingdom: 42 members' });
    const uae = within(map).getByRole('button', { name: 'United Arab Emirates: 1 member' });
    expect(new Set([uk, india, uae].map((path) => path.getAttribute('class'))).size).toBe(3);
    expect(map.querySelectorAll('path').length).toBeGreaterThan(200);
    const titles = [...map.querySelectorAll('path:not([role]) > title')].map((t) => t.textContent);
    expect(titles).toContain('France: no members');
    expect(screen.getByText('17–42')).toBeVisible();

    // Enter on a country narrows the search to it, as its count link does…
    india.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?country=IN'));
    // …and so does a click.
    await user.click(uk);
    await waitFor(() => expect(router.state.location.search).toBe('?country=GB'));

    await user.click(screen.getByRole('button', { name: 'Hide map' }));
    expect(screen.queryByRole('group', { name: 'Map of members by country' })).toBeNull();
  });
});

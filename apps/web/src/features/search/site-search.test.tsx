import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DirectoryCard, EventSuggestion } from '@portal/contract';
import { alumniSite, communitySite, memberUser } from '../../testing/fixtures';
import { renderRoute } from '../../testing/render-route';
import { storeSession } from '../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../testing/stub-fetch';

const results: Record<string, { _id: string; name: string }[]> = {
  riv: [
    { _id: 'abc123', name: 'Riverside Runners' },
    { _id: 'riv002', name: 'River Rowing' },
  ],
  ch: [{ _id: 'chess1', name: 'Chess Club' }],
  zz: [],
};

const nets: EventSuggestion = {
  _id: 'ev-nets',
  title: 'Saturday Nets',
  date: '2030-06-01T03:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  location: 'Riverside College Grounds',
  translations: { hi: { title: 'शनिवार नेट्स' } },
};
const ravi: DirectoryCard = {
  _id: 'u-ravi',
  name: 'रवि नेटके',
  imageUrl: null,
  batch: 2009,
  course: null,
};

function stub(routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/channels/search': (request) =>
      json(results[new URL(request.url).searchParams.get('q') ?? ''] ?? []),
    'GET /api/events/search': (request) =>
      json(new URL(request.url).searchParams.get('q') === 'net' ? [nets] : []),
    ...routes,
  });
}

const searchRequests = (requests: Request[]) =>
  requests
    .filter((request) => new URL(request.url).pathname === '/api/channels/search')
    .map((request) => new URL(request.url).searchParams.get('q'));

async function openSearch() {
  const view = renderRoute('/about');
  await screen.findByRole('heading', { level: 1, name: 'About Us' });
  const toggle = screen.getByRole('button', { name: 'Search' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(toggle);
  const input = await screen.findByRole('combobox', { name: 'Search' });
  // Spec §9: focus moves into the box shortly after it opens.
  await waitFor(() => expect(input).toHaveFocus());
  return { ...view, input };
}

describe('top-bar search', () => {
  it('asks the server once the typing pauses, not on every keystroke', async () => {
    const { requests } = stub();
    const { user, input } = await openSearch();
    expect(searchRequests(requests)).toEqual([]);

    await user.type(input, 'riv');

    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Riverside Runners', 'River Rowing']);
    expect(searchRequests(requests)).toEqual(['riv']);
  });

  it('cancels a search the typing has moved past', async () => {
    const { requests } = stub({
      'GET /api/channels/search': (request) =>
        new URL(request.url).searchParams.get('q') === 'ri'
          ? new Promise<Response>((_, reject) =>
              request.signal.addEventListener('abort', () =>
                reject(new DOMException('Aborted', 'AbortError')),
              ),
            )
          : json(results.riv),
    });
    const { user, input } = await openSearch();

    await user.type(input, 'ri');
    await waitFor(() => expect(searchRequests(requests)).toEqual(['ri']));
    await user.type(input, 'v');

    expect(await screen.findByRole('option', { name: 'Riverside Runners' })).toBeVisible();
    expect(searchRequests(requests)).toEqual(['ri', 'riv']);
    const superseded = requests.find(
      (request) => new URL(request.url).searchParams.get('q') === 'ri',
    );
    expect(superseded?.signal.aborted).toBe(true);
  });

  it('moves with the arrow keys and opens the chosen channel on Enter', async () => {
    stub({
      'GET /api/channels/riv002': () =>
        json({ error: 'not_found', message: 'Channel not found' }, { status: 404 }),
      'GET /api/channels/riv002/members': () => json([]),
      'GET /api/posts': () => json([]),
    });
    const { user, input, router } = await openSearch();
    await user.type(input, 'riv');
    const list = await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}');
    const [first, second] = within(list).getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/channel/riv002'));
    // Choosing clears the search and closes it.
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes the list on Escape, then the box, which forgets the text', async () => {
    stub();
    const { user, input } = await openSearch();
    await user.type(input, 'riv');
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('riv');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    expect(await screen.findByRole('combobox', { name: 'Search' })).toHaveValue('');
  });

  it('closes the list when the text is emptied, and says when nothing matches', async () => {
    stub();
    const { user, input } = await openSearch();
    await user.type(input, 'riv');
    await screen.findByRole('listbox');

    await user.clear(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(input, 'zz');
    expect(await screen.findByText('Nothing found')).toBeVisible();
  });

  it('closes the list shortly after the box loses focus', async () => {
    stub();
    const { user, input } = await openSearch();
    await user.type(input, 'riv');
    await screen.findByRole('listbox');

    await user.tab();
    // Still there for a moment (a click on a suggestion lands first), then gone.
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('keeps the earlier suggestions when a search fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { requests } = stub({
      'GET /api/channels/search': (request) =>
        new URL(request.url).searchParams.get('q') === 'riv'
          ? json(results.riv)
          : json({ error: 'down', message: 'Search is resting.' }, { status: 503 }),
    });
    const { user, input } = await openSearch();
    await user.type(input, 'riv');
    await screen.findByRole('option', { name: 'Riverside Runners' });

    await user.type(input, 'x');
    await waitFor(() => expect(searchRequests(requests)).toContain('rivx'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('option', { name: 'Riverside Runners' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'River Rowing' })).toBeVisible();
  });

  it('groups events and channels for a visitor, and leaves people out', async () => {
    const { requests } = stub({
      'GET /api/channels/search': () => json([{ _id: 'c-nets', name: 'Nets Volunteers' }]),
      'GET /api/events/ev-nets': () =>
        json({ error: 'not_found', message: 'Event not found' }, { status: 404 }),
    });
    const { user, input, router } = await openSearch();
    await user.type(input, 'net');

    const events = await screen.findByRole('group', { name: 'Events' });
    expect(within(events).getByRole('option', { name: /^Saturday Nets/ })).toHaveTextContent(
      'Riverside College Grounds',
    );
    const channels = screen.getByRole('group', { name: 'Channels' });
    expect(within(channels).getByRole('option', { name: 'Nets Volunteers' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'People' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/api/directory'))).toBe(false);

    // The arrows run through the groups in order: the event first.
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/event-details/ev-nets'));
    expect(await screen.findByText('Event not found')).toBeVisible();
  });

  it('finds people for a verified member, and the event in the reader’s language', async () => {
    storeSession({ ...memberUser, language: 'hi' });
    const { requests } = stub({
      'GET /api/site': () => json(alumniSite),
      'GET /api/auth/user': () => json({ ...memberUser, language: 'hi' }),
      'GET /api/directory': () => json({ items: [ravi], nextCursor: null, total: 1 }),
    });
    const view = renderRoute('/about');
    const toggle = await screen.findByRole('button', { name: 'खोजें' });
    await view.user.click(toggle);
    const input = await screen.findByRole('combobox', { name: 'खोजें' });
    await view.user.type(input, 'net');

    const people = await screen.findByRole('group', { name: 'लोग' });
    expect(within(people).getByRole('option', { name: /रवि नेटके/ })).toHaveTextContent('2009');
    expect(await screen.findByRole('option', { name: /^शनिवार नेट्स/ })).toBeVisible();
    const asked = requests.find((request) => request.url.includes('/api/directory'));
    expect(new URL(asked!.url).searchParams.get('q')).toBe('net');
  });
});

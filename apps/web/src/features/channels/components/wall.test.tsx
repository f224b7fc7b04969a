import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';
import {
  channelId,
  makeChannelDetail,
  makePost,
  memberViewer,
  stubChannelPage,
} from '../testing/channel-fixtures';
import { Wall } from './wall';

const older = makePost({ _id: 'p-old', content: 'First run of the year.\nCold but fun!' });

function openChannelWall(routes: Parameters<typeof stubChannelPage>[1] = {}) {
  storeSession(memberUser);
  const stub = stubChannelPage(makeChannelDetail(memberViewer), {
    'GET /api/auth/user': () => json(memberUser),
    'GET /api/posts': () => json([older]),
    ...routes,
  });
  return { ...stub, ...renderRoute(`/channel/${channelId}`) };
}

/** The wall on its own, as the home page shows the main community wall (no app shell). */
function renderMainWall() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ModalsProvider>
            <Wall title="Community wall" />
          </ModalsProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup();
  render(
    <I18nProvider>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { user };
}

describe('wall', () => {
  it('never sends blank or whitespace-only text', async () => {
    const { requests, user } = openChannelWall();
    const box = await screen.findByRole('textbox', { name: 'New post' });
    const post = screen.getByRole('button', { name: 'Post' });

    expect(post).toBeDisabled();
    expect(screen.getByText('Write something before posting.')).toBeVisible();
    await user.type(box, '   \n  ');
    expect(post).toBeDisabled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // Ctrl+Enter does not get round it either.
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('puts a new post at the top and clears the box', async () => {
    let sent: unknown;
    const { user } = openChannelWall({
      'POST /api/posts': async (request) => {
        sent = await request.json();
        return json(
          makePost({ _id: 'p-new', content: 'See you Saturday!', time: new Date().toISOString() }),
          { status: 201 },
        );
      },
    });
    const box = await screen.findByRole('textbox', { name: 'New post' });
    await screen.findByText(/First run of the year/);

    await user.type(box, '  See you Saturday!  ');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveTextContent('See you Saturday!');
    expect(first).toHaveTextContent('just now');
    expect(second).toHaveTextContent('First run of the year.');
    expect(box).toHaveValue('');
    expect(sent).toEqual({ content: 'See you Saturday!', channel: channelId });
  });

  it('shows posts as plain text with their line breaks, author and time', async () => {
    openChannelWall({
      'GET /api/posts': () =>
        json([
          older,
          makePost({ _id: 'p-html', content: '<b>not bold</b>', user: 'Former member' }),
        ]),
    });

    const article = await screen.findByRole('article', { name: 'Former member' });
    expect(within(article).getByText('<b>not bold</b>')).toBeVisible();
    const text = screen.getByText(/First run of the year/);
    expect(text.textContent).toBe('First run of the year.\nCold but fun!');
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(screen.getAllByText('5 minutes ago')).toHaveLength(2);
  });

  it('asks before deleting a post, and deletes only when confirmed', async () => {
    const mine = makePost({ _id: 'p-mine', content: 'Oops, wrong channel.', canDelete: true });
    const { requests, user } = openChannelWall({
      'GET /api/posts': () => json([mine, older]),
      'DELETE /api/posts/p-mine': () => json({ message: 'Post removed.' }),
    });

    expect(await screen.findByText('Oops, wrong channel.')).toBeVisible();
    // Only posts the caller may delete have the button.
    expect(screen.getAllByRole('button', { name: /^Delete post by/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete post by Asha Rao' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this post permanently?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete post by Asha Rao' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Post removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Oops, wrong channel.')).not.toBeInTheDocument());
    expect(screen.getByText(/First run of the year/)).toBeVisible();
  });

  it('loads older posts with the cursor the server gave', async () => {
    const { requests, user } = openChannelWall({
      'GET /api/posts': (request) =>
        new URL(request.url).searchParams.get('cursor') === 'c-2'
          ? json([makePost({ _id: 'p-older', content: 'From last year.' })])
          : json([older], { headers: { 'X-Next-Cursor': 'c-2' } }),
    });

    await user.click(await screen.findByRole('button', { name: 'Load older posts' }));

    expect(await screen.findByText('From last year.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load older posts' })).not.toBeInTheDocument();
    const last = requests.filter((request) => request.url.includes('/api/posts')).at(-1);
    expect(new URL(last!.url).searchParams.get('channel')).toBe(channelId);
  });

  it('shows the main community wall without a channel, and invites visitors to sign in', async () => {
    const { requests } = stubFetch({ 'GET /api/posts': () => json([]) });
    renderMainWall();

    expect(await screen.findByRole('heading', { name: 'Community wall' })).toBeVisible();
    expect(await screen.findByText('No posts yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2F',
    );
    expect(screen.queryByRole('textbox', { name: 'New post' })).not.toBeInTheDocument();
    expect(new URL(requests[0]!.url).searchParams.has('channel')).toBe(false);
  });

  it('lets any signed-in member post on the main wall', async () => {
    storeSession(memberUser);
    let sent: unknown;
    stubFetch({
      'GET /api/posts': () => json([]),
      'POST /api/posts': async (request) => {
        sent = await request.json();
        return json(makePost({ channelId: null, content: 'Hello all' }), { status: 201 });
      },
    });
    const { user } = renderMainWall();

    await user.type(await screen.findByRole('textbox', { name: 'New post' }), 'Hello all');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByRole('article', { name: 'Asha Rao' })).toHaveTextContent('Hello all');
    expect(sent).toEqual({ content: 'Hello all' });
  });
});

import type { FeedPostInput } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';
import { makeFeedPost } from '../testing/feed-post-fixtures';

const cleanup = makeFeedPost();
const bookSale = makeFeedPost({
  _id: 'p-2',
  title: 'Book sale',
  content: 'Second-hand books, all proceeds to the library.',
  imageUrl: null,
  link: null,
  isActive: false,
  channelId: null,
  channelName: null,
});

function stubManager(routes: FetchRoutes, user = adminUser) {
  return stubSignedIn(user, {
    'GET /api/channels/managed': () => json([{ _id: 'c-1', name: 'Riverside Volunteers' }]),
    'GET /api/feedposts': () => json([cleanup, bookSale]),
    ...routes,
  });
}

const card = (title: string) => screen.getByRole('article', { name: title });
const listCalls = (requests: Request[]) =>
  requests.filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/feedposts');

describe('manage feed posts', () => {
  it('shows the managed posts as cards, the inactive one muted with a badge', async () => {
    const { requests } = stubManager({});
    renderRoute('/editFeeds');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Feed Posts' }),
    ).toBeVisible();
    expect(document.title).toBe(`Manage Feed Posts · ${communitySite.name}`);
    const active = await screen.findByRole('article', { name: cleanup.title });
    expect(active).toHaveTextContent('Riverside Volunteers');
    expect(active).toHaveTextContent('1 Oct 2026');
    expect(active).toHaveTextContent(cleanup.content);
    expect(within(active).getByRole('link', { name: /example\.org\/cleanup/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(active).queryByText('Inactive')).not.toBeInTheDocument();
    expect(within(active).getByRole('switch', { name: `Active ${cleanup.title}` })).toBeChecked();

    const inactive = card('Book sale');
    expect(within(inactive).getByText('Inactive')).toBeVisible();
    expect(inactive).toHaveTextContent('Site-wide');
    expect(within(inactive).getByRole('switch', { name: 'Active Book sale' })).not.toBeChecked();

    const url = new URL(listCalls(requests)[0]!.url);
    expect(url.searchParams.get('managed')).toBe('true');
    expect(url.searchParams.has('channel')).toBe(false);
  });

  it('asks for one channel with ?channelId=', async () => {
    const { requests } = stubManager({});
    renderRoute('/editFeeds?channelId=c-1');

    await screen.findByRole('article', { name: cleanup.title });
    const url = new URL(listCalls(requests)[0]!.url);
    expect(url.searchParams.get('channel')).toBe('c-1');
    expect(url.searchParams.get('managed')).toBe('true');
  });

  it('filters by tab, with counts', async () => {
    stubManager({});
    const { user } = renderRoute('/editFeeds');

    await screen.findByRole('article', { name: cleanup.title });
    expect(screen.getByRole('tab', { name: 'All Posts (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Active (1)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Inactive (1)' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: /^Inactive/ }));
    expect(screen.getByRole('article', { name: 'Book sale' })).toBeVisible();
    expect(screen.queryByRole('article', { name: cleanup.title })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Active/ }));
    expect(screen.getByRole('article', { name: cleanup.title })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Book sale' })).not.toBeInTheDocument();
  });

  it('toggles a post with PATCH, then reloads the list', async () => {
    let active = false;
    const { requests } = stubManager({
      'GET /api/feedposts': () => json([cleanup, { ...bookSale, isActive: active }]),
      'PATCH /api/feedposts/p-2/status': () => {
        active = true;
        return json({ ...bookSale, isActive: true });
      },
    });
    const { user } = renderRoute('/editFeeds');

    await user.click(await screen.findByRole('switch', { name: 'Active Book sale' }));

    await waitFor(() =>
      expect(within(card('Book sale')).queryByText('Inactive')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('switch', { name: 'Active Book sale' })).toBeChecked();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.url).toMatch(/\/api\/feedposts\/p-2\/status$/);
    expect(await patch?.text()).toBe('');
    expect(listCalls(requests).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('tab', { name: 'Active (2)' })).toBeVisible();
  });

  it("says 'Failed to update status' when the toggle fails", async () => {
    stubManager({
      'PATCH /api/feedposts/p-2/status': () =>
        json({ error: 'forbidden', message: 'You can’t manage this feed post.' }, { status: 403 }),
    });
    const { user } = renderRoute('/editFeeds');
    await user.click(await screen.findByRole('switch', { name: 'Active Book sale' }));

    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    expect(screen.getByText('You can’t manage this feed post.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active Book sale' })).not.toBeChecked();
  });

  it('asks before deleting, then deletes', async () => {
    const { requests } = stubManager({
      'DELETE /api/feedposts/p-1': () => json({ message: 'Feed post deleted.' }),
    });
    const { user } = renderRoute('/editFeeds');

    await user.click(await screen.findByRole('button', { name: `Delete ${cleanup.title}` }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this post permanently?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: `Delete ${cleanup.title}` }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Feed post deleted.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it("says 'Failed to delete post' when deleting fails", async () => {
    stubManager({
      'DELETE /api/feedposts/p-1': () => json({ error: 'down', message: 'Down' }, { status: 503 }),
    });
    const { user } = renderRoute('/editFeeds');
    await user.click(await screen.findByRole('button', { name: `Delete ${cleanup.title}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Failed to delete post')).toBeInTheDocument();
  });

  it('adds a post in the modal, which stays open with a cleared form', async () => {
    const { requests } = stubManager({
      'POST /api/feedposts': () =>
        json({ message: 'Feed post created successfully!', post: cleanup }, { status: 201 }),
    });
    const { user } = renderRoute('/editFeeds?channelId=c-1');

    await user.click(await screen.findByRole('button', { name: 'Add New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Post' });
    expect(await within(dialog).findByRole('combobox', { name: /^Channel/ })).toHaveValue('c-1');
    await user.type(within(dialog).getByLabelText(/^Title/), 'Quiz night');
    await user.type(within(dialog).getByLabelText(/^Content/), 'Teams of four.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByText('Feed post created successfully!')).toBeInTheDocument();
    const body = (await requests.find((r) => r.method === 'POST')?.json()) as FeedPostInput;
    expect(body).toMatchObject({ title: 'Quiz night', channelId: 'c-1', isActive: true });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveValue(''));
    expect(await screen.findByRole('dialog', { name: 'Add New Post' })).toBeVisible();
    await waitFor(() => expect(listCalls(requests)).toHaveLength(2));
  });

  it("edits in the modal, and shows 'Failed to create/update post' there on failure", async () => {
    let attempts = 0;
    const { requests } = stubManager({
      'PUT /api/feedposts/p-1': async (request) => {
        if (++attempts === 1)
          return json(
            { error: 'forbidden', message: 'You can’t manage this feed post.' },
            { status: 403 },
          );
        const body = (await request.clone().json()) as FeedPostInput;
        return json({ message: 'Feed post updated successfully!', post: { ...cleanup, ...body } });
      },
    });
    const { user } = renderRoute('/editFeeds');

    await user.click(await screen.findByRole('button', { name: `Edit ${cleanup.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    const title = await within(dialog).findByLabelText(/^Title/);
    expect(title).toHaveValue(cleanup.title);
    expect(within(dialog).getByLabelText(/^External link/)).toHaveValue(cleanup.link);
    await user.clear(title);
    await user.type(title, 'Clean-up day moved to Sunday');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create/update post: You can’t manage this feed post.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Feed post updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = requests.filter((r) => r.method === 'PUT').at(-1);
    expect(await put?.json()).toMatchObject({
      title: 'Clean-up day moved to Sunday',
      channelId: 'c-1',
      isActive: true,
    });
  });

  it('says when there are no posts', async () => {
    stubManager({ 'GET /api/feedposts': () => json([]) });
    renderRoute('/editFeeds');
    expect(await screen.findByText('No feed posts yet')).toBeVisible();
  });

  it("says 'Failed to fetch posts' when the list cannot be loaded", async () => {
    stubManager({
      'GET /api/feedposts': () => json({ error: 'down', message: 'Down' }, { status: 503 }),
    });
    renderRoute('/editFeeds');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch posts');
  });

  it('explains that someone who runs no channel has nothing to manage', async () => {
    stubManager({ 'GET /api/channels/managed': () => json([]) }, memberUser);
    renderRoute('/editFeeds');

    expect(await screen.findByText("You don't manage any channel")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add New Post' })).not.toBeInTheDocument();
  });
});

import type { FeedPostInput } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeUploads, mediaAnswer, photoFile } from '../../../testing/fake-uploads';
import { adminUser, communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import { makeFeedPost } from '../testing/feed-post-fixtures';

const channels = [
  { _id: 'c-1', name: 'Riverside Volunteers' },
  { _id: 'c-2', name: 'Book Club' },
];

function stubForm(routes: FetchRoutes, user = adminUser) {
  return stubSignedIn(user, {
    'GET /api/channels/managed': () => json(channels),
    ...routes,
  });
}

const created = () =>
  json({ message: 'Feed post created successfully!', post: makeFeedPost() }, { status: 201 });

async function fillRequired(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText(/^Title/), 'Clean-up day');
  await user.type(screen.getByLabelText(/^Content/), 'Meet at the river gate.');
}

describe('create feed post page', () => {
  it('sends a visitor to sign in', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { router } = renderRoute('/feedpostsform');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.search).toBe('?next=%2Ffeedpostsform');
  });

  it('takes an uploaded image: the upload’s address goes in the image field and is sent', async () => {
    const { sent: uploads } = fakeUploads();
    let sent: unknown;
    stubForm({
      'POST /api/feedposts': async (request) => {
        sent = await request.json();
        return created();
      },
    });
    const { user } = renderRoute('/feedpostsform');
    await fillRequired(user);
    await user.upload(await screen.findByLabelText('Upload an image', { selector: 'input' }), [
      photoFile('river.jpg'),
    ]);
    expect(uploads[0]!.body.get('purpose')).toBe('post');
    act(() => uploads[0]!.respond(201, mediaAnswer('m-river')));
    expect(await screen.findByText('river.jpg uploaded')).toBeVisible();
    expect(screen.getByLabelText(/^Image URL/)).toHaveValue('/media/m-river-2048.webp');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(sent).toMatchObject({ imageUrl: '/media/m-river-2048.webp' }));
  });

  it('creates a site-wide post as a site admin, then clears the fields', async () => {
    const { requests } = stubForm({ 'POST /api/feedposts': created });
    const { user } = renderRoute('/feedpostsform');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Feed Post' }),
    ).toBeVisible();
    expect(document.title).toBe(`Create Feed Post · ${communitySite.name}`);
    // Spec §2 Shell: no top bar on this page.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await fillRequired(user);
    const channel = screen.getByRole('combobox', { name: /^Channel/ });
    expect(channel).toHaveValue('');
    expect(within(channel).getByRole('option', { name: 'Site-wide (no channel)' })).toBeVisible();
    expect(screen.getByRole('switch', { name: /^Active/ })).toBeChecked();
    await user.type(screen.getByLabelText(/^Image URL/), 'https://images.example.org/a.jpg');
    await user.type(screen.getByLabelText(/^External link/), 'https://example.org/more');
    await user.click(screen.getByRole('switch', { name: /^Active/ }));
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByText('Feed post created successfully!')).toBeInTheDocument();
    const body = (await requests.find((r) => r.method === 'POST')?.json()) as FeedPostInput;
    expect(body).toEqual({
      title: 'Clean-up day',
      content: 'Meet at the river gate.',
      imageUrl: 'https://images.example.org/a.jpg',
      link: 'https://example.org/more',
      isActive: false,
      channelId: '',
      // Every version box was left blank.
      translations: {},
    });
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Content/)).toHaveValue('');
    expect(screen.getByLabelText(/^Image URL/)).toHaveValue('');
    expect(screen.getByLabelText(/^External link/)).toHaveValue('');
    expect(screen.getByRole('switch', { name: /^Active/ })).toBeChecked();
  });

  it('preselects the channel from ?channelId=', async () => {
    const { requests } = stubForm({ 'POST /api/feedposts': created });
    const { user } = renderRoute('/feedpostsform?channelId=c-2');

    await fillRequired(user);
    expect(screen.getByRole('combobox', { name: /^Channel/ })).toHaveValue('c-2');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    await screen.findByText('Feed post created successfully!');
    const body = (await requests.find((r) => r.method === 'POST')?.json()) as FeedPostInput;
    expect(body.channelId).toBe('c-2');
  });

  it('checks the fields with the contract rules, javascript: and data: addresses included', async () => {
    const { requests } = stubForm({});
    const { user } = renderRoute('/feedpostsform');

    await user.type(await screen.findByLabelText(/^Image URL/), 'data:image/png;base64,AAAA');
    await user.type(screen.getByLabelText(/^External link/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByText('Title is required')).toBeVisible();
    expect(screen.getByText('Content is required')).toBeVisible();
    expect(
      screen.getAllByText('Enter a web address starting with http:// or https://'),
    ).toHaveLength(2);
    expect(screen.getByLabelText(/^External link/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Image URL/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('asks a channel admin to choose one of their channels', async () => {
    const { requests } = stubForm({}, memberUser);
    const { user } = renderRoute('/feedpostsform');
    await fillRequired(user);

    const channel = screen.getByRole('combobox', { name: /^Channel/ });
    expect(
      within(channel).queryByRole('option', { name: 'Site-wide (no channel)' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByText('Choose a channel you manage')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("explains that someone who runs no channel can't post", async () => {
    stubForm({ 'GET /api/channels/managed': () => json([]) }, memberUser);
    renderRoute('/feedpostsform');

    expect(await screen.findByText("You don't manage any channel")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create Post' })).not.toBeInTheDocument();
  });

  it("shows 'Error: ' and the server's reason, with its field messages, keeping the input", async () => {
    stubForm({
      'POST /api/feedposts': () =>
        json(
          {
            error: 'validation',
            message: 'Check the highlighted fields.',
            fields: { link: 'Enter a web address starting with http:// or https://' },
          },
          { status: 400 },
        ),
    });
    const { user } = renderRoute('/feedpostsform');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Check the highlighted fields.',
    );
    expect(screen.getByText('Enter a web address starting with http:// or https://')).toBeVisible();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Clean-up day');
  });
});

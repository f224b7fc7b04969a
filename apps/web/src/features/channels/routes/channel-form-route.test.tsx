import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeUploads, mediaAnswer, photoFile } from '../../../testing/fake-uploads';
import { communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import { makeChannel } from '../testing/channel-fixtures';

function openForm(routes: FetchRoutes = {}) {
  const stub = stubSignedIn(memberUser, routes);
  return { ...stub, ...renderRoute('/channelForm') };
}

async function fill(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText(/^Channel name/), 'Riverside Runners');
  // Pasted, as people do with addresses (and quicker than typing on a busy machine).
  await user.click(screen.getByLabelText(/^Cover image URL/));
  await user.paste('https://example.org/runners.jpg');
  await user.type(screen.getByLabelText(/^Description/), 'Saturday runs.');
}

describe('create channel page', () => {
  it('sends a visitor to sign in', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { router } = renderRoute('/channelForm');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.search).toBe('?next=%2FchannelForm');
  });

  it('checks the name and cover image URL before sending', async () => {
    const { requests, user } = openForm();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create New Channel' }),
    ).toBeVisible();
    expect(document.title).toBe(`Create New Channel · ${communitySite.name}`);
    await user.click(screen.getByRole('button', { name: 'Create Channel' }));

    expect(await screen.findByText('Channel name is required')).toBeVisible();
    expect(screen.getByText('Cover image URL is required')).toBeVisible();
    expect(screen.getByLabelText(/^Channel name/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/^Cover image URL/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create Channel' }));
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://'),
    ).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('takes an uploaded cover: the upload’s address goes in the cover field and is sent', async () => {
    const { sent: uploads } = fakeUploads();
    let sent: unknown;
    const { user } = openForm({
      'POST /api/channels': async (request) => {
        sent = await request.json();
        return json(
          { message: 'Channel created', channel: makeChannel({ _id: 'c-up' }) },
          { status: 201 },
        );
      },
    });
    await user.type(await screen.findByLabelText(/^Channel name/), 'Riverside Runners');
    await user.upload(screen.getByLabelText('Upload a cover image', { selector: 'input' }), [
      photoFile('river.jpg'),
    ]);
    expect(uploads[0]!.body.get('purpose')).toBe('channel-cover');
    act(() => uploads[0]!.respond(201, mediaAnswer('m-river')));
    expect(await screen.findByText('river.jpg uploaded')).toBeVisible();
    expect(screen.getByLabelText(/^Cover image URL/)).toHaveValue('/media/m-river-2048.webp');
    await user.click(screen.getByRole('button', { name: 'Create Channel' }));
    await waitFor(() => expect(sent).toMatchObject({ coverImageUrl: '/media/m-river-2048.webp' }));
  });

  it("creates the channel, shows the server's message with a link, and clears the form", async () => {
    let sent: unknown;
    const { user } = openForm({
      'POST /api/channels': async (request) => {
        sent = await request.json();
        return json(
          {
            message: 'Channel created successfully! Channel ID: x7k2p9',
            channel: makeChannel({ _id: 'x7k2p9', memberCount: 1 }),
          },
          { status: 201 },
        );
      },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Channel' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Channel created successfully! Channel ID: x7k2p9');
    expect(within(status).getByRole('link', { name: 'Go to the channel' })).toHaveAttribute(
      'href',
      '/channel/x7k2p9',
    );
    await waitFor(() => expect(screen.getByLabelText(/^Channel name/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Cover image URL/)).toHaveValue('');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('');
    expect(sent).toEqual({
      name: 'Riverside Runners',
      coverImageUrl: 'https://example.org/runners.jpg',
      description: 'Saturday runs.',
    });
  });

  it("says 'Error: Could not create channel.' with the server's field messages", async () => {
    const { user } = openForm({
      'POST /api/channels': () =>
        json(
          {
            error: 'validation',
            message: 'Check the highlighted fields.',
            fields: { name: 'A channel with this name already exists' },
          },
          { status: 409 },
        ),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Channel' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Could not create channel.');
    expect(screen.getByText('A channel with this name already exists')).toBeVisible();
    // Nothing is cleared after a failure.
    expect(screen.getByLabelText(/^Channel name/)).toHaveValue('Riverside Runners');
  });

  it("adds the server's reason when no field explains the failure", async () => {
    const { user } = openForm({
      'POST /api/channels': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Channel' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Could not create channel.');
    expect(alert).toHaveTextContent('Could not reach the server.');
  });
});

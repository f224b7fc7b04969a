import type { EventInput } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { fakeUploads, mediaAnswer, photoFile } from '../../../testing/fake-uploads';
import { adminUser, communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

const channels = [{ _id: 'c-1', name: 'Riverside Cricket Club' }];

function stubForm(routes: FetchRoutes, user = adminUser) {
  return stubSignedIn(user, {
    'GET /api/channels/managed': () => json(channels),
    ...routes,
  });
}

async function fillRequired(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText(/^Title/), 'Summer Cricket Cup');
  await user.type(screen.getByLabelText(/^Description/), 'Three days of matches.');
  fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2026-12-05T10:00' } });
  await user.type(screen.getByLabelText(/^Location/), 'Riverside College Grounds');
}

describe('create event page', () => {
  it('sends a visitor to sign in', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { router } = renderRoute('/eventForm');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.search).toBe('?next=%2FeventForm');
  });

  it('creates an event with sponsors and organisers, then clears the form', async () => {
    const { requests } = stubForm({
      'POST /api/events': () =>
        json({ ...makeEvent(), message: 'Event created successfully!' }, { status: 201 }),
    });
    const { user } = renderRoute('/eventForm');

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
    expect(document.title).toBe(`Create Event · ${communitySite.name}`);
    // Spec §2 Shell: no top bar on this page.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await fillRequired(user);
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2026-12-07T18:00' } });
    await user.type(screen.getByLabelText(/^Capacity/), '150');
    await user.type(screen.getByLabelText(/^Latitude/), '18.52');
    await user.type(screen.getByLabelText(/^Longitude/), '73.85');
    await user.type(
      screen.getByLabelText(/^Gallery image URLs/),
      'https://example.org/a.jpg\n\n/uploads/b.jpg',
    );
    await user.type(screen.getByRole('combobox', { name: /^Tags/ }), 'cricket{enter}family{enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Status/ }), 'draft');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Channel/ }), 'c-1');

    await user.click(screen.getByRole('button', { name: 'Add sponsor' }));
    const sponsor = screen.getByRole('group', { name: 'Sponsor 1' });
    await user.type(within(sponsor).getByLabelText(/^Name/), 'Acme Bats');
    const website = within(sponsor).getByLabelText(/^Website/);
    // The example is a hint under the box, not grey text in it that reads as typed.
    expect(website).not.toHaveAttribute('placeholder');
    expect(website).toHaveAccessibleDescription('e.g. example.org');
    await user.type(website, 'acme.example');
    await user.click(screen.getByRole('button', { name: 'Add organiser' }));
    const organiser = screen.getByRole('group', { name: 'Organiser 1' });
    await user.type(within(organiser).getByLabelText(/^Name/), 'Ravi Kumar');
    await user.type(within(organiser).getByLabelText(/^Batch/), '2012');

    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Event created successfully!')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    const body = (await post?.json()) as EventInput;
    expect(body).toMatchObject({
      title: 'Summer Cricket Cup',
      description: 'Three days of matches.',
      // The wall clock in the event's zone, the site's to begin with (issue 19).
      date: '2026-12-05T10:00',
      endDate: '2026-12-07T18:00',
      timeZone: 'Asia/Kolkata',
      online: false,
      location: 'Riverside College Grounds',
      latitude: 18.52,
      longitude: 73.85,
      capacity: 150,
      images: ['https://example.org/a.jpg', '/uploads/b.jpg'],
      tags: ['cricket', 'family'],
      status: 'draft',
      channelId: 'c-1',
      sponsors: [{ name: 'Acme Bats', website: 'https://acme.example' }],
      organisers: [{ name: 'Ravi Kumar', batch: '2012' }],
    });

    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Starts/)).toHaveValue('');
    expect(screen.getByLabelText(/^Capacity/)).toHaveValue('');
    expect(screen.getByLabelText(/^Gallery image URLs/)).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Sponsor 1' })).not.toBeInTheDocument();
  }, 120_000); // A long journey of typing: allow for a busy machine.

  it('sends blank optional numbers and no channel as null for a site admin', async () => {
    const { requests } = stubForm({
      'POST /api/events': () =>
        json({ ...makeEvent(), message: 'Event created successfully!' }, { status: 201 }),
    });
    const { user } = renderRoute('/eventForm');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    await screen.findByText('Event created successfully!');
    const body = (await requests
      .find((request) => request.method === 'POST')
      ?.json()) as EventInput;
    expect(body).toMatchObject({
      endDate: null,
      latitude: null,
      longitude: null,
      capacity: null,
      channelId: null,
      images: [],
      status: 'published',
    });
  });

  it('puts an uploaded cover and gallery photos in their fields, as their addresses', async () => {
    const { sent } = fakeUploads();
    stubForm({});
    const { user } = renderRoute('/eventForm');
    const cover = await screen.findByLabelText(/^Cover image URL/);
    await user.upload(screen.getByLabelText('Upload a cover image', { selector: 'input' }), [
      photoFile('cover.jpg'),
    ]);
    expect(sent[0]!.body.get('purpose')).toBe('event-cover');
    act(() => sent[0]!.respond(201, mediaAnswer('m-cover')));
    await waitFor(() => expect(cover).toHaveValue('/media/m-cover-2048.webp'));

    const gallery = screen.getByLabelText(/^Gallery/);
    await user.type(gallery, 'https://example.org/a.jpg');
    await user.upload(screen.getByLabelText('Upload gallery photos', { selector: 'input' }), [
      photoFile('one.jpg'),
      photoFile('two.jpg'),
    ]);
    act(() => sent[1]!.respond(201, mediaAnswer('m-1')));
    act(() => sent[2]!.respond(201, mediaAnswer('m-2')));
    await waitFor(() =>
      expect(gallery).toHaveValue(
        'https://example.org/a.jpg\n/media/m-1-2048.webp\n/media/m-2-2048.webp',
      ),
    );
  });

  it('checks the fields with the contract rules before sending', async () => {
    const { requests } = stubForm({});
    const { user } = renderRoute('/eventForm');

    await user.type(await screen.findByLabelText(/^Cover image URL/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add sponsor' }));
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Title is required')).toBeVisible();
    expect(screen.getByText('Date is required')).toBeVisible();
    expect(screen.getByText('Location is required')).toBeVisible();
    expect(screen.getByText('Description is required')).toBeVisible();
    expect(screen.getByText('Enter a web address starting with http:// or https://')).toBeVisible();
    expect(screen.getByText('Sponsor name is required')).toBeVisible();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('requires a channel from someone who is not a site admin', async () => {
    const { requests } = stubForm({}, memberUser);
    const { user } = renderRoute('/eventForm');
    await fillRequired(user);

    const channel = screen.getByRole('combobox', { name: /^Channel/ });
    expect(within(channel).queryByRole('option', { name: 'No channel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Choose a channel')).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('explains that a member without a channel cannot create events', async () => {
    stubForm({ 'GET /api/channels/managed': () => json([]) }, memberUser);
    renderRoute('/eventForm');

    expect(await screen.findByText(/you don't run one yet/, {})).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeDisabled();
  });

  it("shows the server's reason and its field messages", async () => {
    stubForm({
      'POST /api/events': () =>
        json(
          {
            error: 'validation',
            message: 'Check the highlighted fields.',
            fields: {
              title: 'An event with this title already exists',
              'sponsors.0.website': 'Enter a website such as example.org',
              'images.1': 'Enter a web address starting with http:// or https://',
            },
          },
          { status: 400 },
        ),
    });
    const { user } = renderRoute('/eventForm');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add sponsor' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Sponsor 1' })).getByLabelText(/^Name/),
      'Acme',
    );
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(
      await screen.findByText('Failed to create event: Check the highlighted fields.'),
    ).toBeInTheDocument();
    expect(screen.getByText('An event with this title already exists')).toBeVisible();
    expect(screen.getByText('Enter a website such as example.org')).toBeVisible();
    expect(
      screen.getByText('Line 2: Enter a web address starting with http:// or https://'),
    ).toBeVisible();
    // Nothing is cleared after a failure.
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Summer Cricket Cup');
  });

  it('says "Server error" when the server cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubForm({
      'POST /api/events': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderRoute('/eventForm');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Server error. Check console for details.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Summer Cricket Cup');
  });
});

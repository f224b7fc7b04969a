import type { EventPhoto, PortalEvent } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { fakeUploads, mediaAnswer, photoFile } from '../../../testing/fake-uploads';
import { communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { heldRequest, json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

const eventPath = '/api/events/e-cup';

function albumPhoto(n: number, overrides: Partial<EventPhoto> = {}): EventPhoto {
  const media = mediaAnswer(`ph-${n}`);
  return {
    _id: `ph-${n}`,
    url: media.url,
    srcset: media.srcset,
    placeholder: media.placeholder,
    width: media.width,
    height: media.height,
    caption: null,
    by: { _id: 'u-other', name: 'Meera Patel' },
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function stubEvent(routes: FetchRoutes, event: Partial<PortalEvent> = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/auth/user': () => json(memberUser),
    // The member's own place on the event page (none here).
    'GET /api/events/e-cup/my-registrations': () => json({ registrations: [] }),
    [`GET ${eventPath}`]: () =>
      json(makeEvent({ _id: 'e-cup', id: 'e-cup', imageUrl: null, images: [], ...event })),
    ...routes,
  });
}

async function openGallery() {
  const view = renderRoute('/event-details/e-cup');
  await view.user.click(await view.findByRole('button', { name: 'View Gallery' }));
  const dialog = await screen.findByRole('dialog', { name: 'Summer Cricket Cup gallery' });
  return { ...view, dialog };
}

describe('event album', () => {
  it('shows a loader, then the album without stock photos, and pages on with the cursor', async () => {
    const first = heldRequest();
    const { requests } = stubEvent({
      [`GET ${eventPath}/photos`]: (request) =>
        new URL(request.url).searchParams.get('cursor') === 'c2'
          ? json({ items: [albumPhoto(3)], nextCursor: null, total: 3 })
          : first.route(),
    });
    const { dialog, user } = await openGallery();
    expect(within(dialog).getByRole('status', { name: 'Loading the album' })).toBeVisible();
    await first.answer(json({ items: [albumPhoto(1), albumPhoto(2)], nextCursor: 'c2', total: 3 }));

    expect(await within(dialog).findByRole('button', { name: 'Open album photo 2' })).toBeVisible();
    expect(within(dialog).queryByRole('img', { name: /Illustration/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Load more photos' }));
    expect(await within(dialog).findByRole('button', { name: 'Open album photo 3' })).toBeVisible();
    expect(requests.at(-1)!.url).toContain('cursor=c2');
  });

  it('says when the album cannot load, and tries again', async () => {
    let fail = true;
    stubEvent({
      [`GET ${eventPath}/photos`]: () =>
        fail
          ? json({ error: 'unavailable', message: 'The database is away.' }, { status: 503 })
          : json({ items: [], nextCursor: null, total: 0 }),
    });
    const { dialog, user } = await openGallery();
    expect(await within(dialog).findByText('The database is away.')).toBeVisible();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No photos in the album yet.')).toBeVisible();
  });

  it('lets a member add photos: each uploaded with progress, then put in the album', async () => {
    storeSession(memberUser);
    const { sent } = fakeUploads();
    const added: unknown[] = [];
    let items: EventPhoto[] = [];
    stubEvent({
      [`GET ${eventPath}/photos`]: () => json({ items, nextCursor: null, total: items.length }),
      [`POST ${eventPath}/photos`]: async (request) => {
        added.push(await request.json());
        items = [albumPhoto(1, { by: { _id: memberUser._id, name: memberUser.name } })];
        return json(items[0], { status: 201 });
      },
    });
    const { dialog, user } = await openGallery();
    expect(
      await within(dialog).findByText('No photos in the album yet. Be the first to add yours.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add your photos' }));
    await user.upload(within(dialog).getByLabelText('Choose photos', { selector: 'input' }), [
      photoFile('one.jpg'),
    ]);
    expect(sent[0]!.body.get('purpose')).toBe('event-photo');
    act(() => sent[0]!.progress(30, 100));
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading one.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    act(() => sent[0]!.respond(201, mediaAnswer('m-one')));
    expect(await within(dialog).findByText('one.jpg uploaded')).toBeVisible();
    expect(added).toEqual([{ mediaId: 'm-one' }]);
    expect(await within(dialog).findByRole('button', { name: 'Open album photo 1' })).toBeVisible();
  });

  it('opens a photo full screen: count, arrow keys, swipe, Escape back to the album', async () => {
    stubEvent({
      [`GET ${eventPath}/photos`]: () =>
        json({
          // The third one's author deleted their account (issue 39): no one is named.
          items: [
            albumPhoto(1, { caption: 'Opening toss' }),
            albumPhoto(2),
            albumPhoto(3, { by: null }),
          ],
          nextCursor: null,
          total: 3,
        }),
    });
    const { dialog, user } = await openGallery();
    await user.click(await within(dialog).findByRole('button', { name: 'Open album photo 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Album photo viewer' });
    expect(within(viewer).getByText('2 of 3')).toBeVisible();
    expect(within(viewer).getByText('Photo by Meera Patel')).toBeVisible();

    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('1 of 3')).toBeVisible();
    expect(within(viewer).getByRole('img', { name: 'Opening toss' })).toBeVisible();
    expect(within(viewer).getByRole('button', { name: 'Previous photo' })).toBeDisabled();

    const stage = within(viewer).getByTestId('photo-stage');
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 100 });
    expect(within(viewer).getByText('2 of 3')).toBeVisible();
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText('3 of 3')).toBeVisible();
    expect(within(viewer).getByText('Photo by a former member')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Summer Cricket Cup gallery' })).toBeVisible();
  });

  it('counts the whole album in the viewer, not only the photos loaded so far', async () => {
    const { requests } = stubEvent({
      [`GET ${eventPath}/photos`]: (request) =>
        new URL(request.url).searchParams.get('cursor') === 'c2'
          ? json({ items: [albumPhoto(3)], nextCursor: 'c3', total: 24 })
          : json({ items: [albumPhoto(1), albumPhoto(2)], nextCursor: 'c2', total: 24 }),
    });
    const { dialog, user } = await openGallery();
    await user.click(await within(dialog).findByRole('button', { name: 'Open album photo 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Album photo viewer' });
    expect(within(viewer).getByText('1 of 24')).toBeVisible();
    // The last loaded photo asks for the next page; the count stays the album's.
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('2 of 24')).toBeVisible();
    const next = within(viewer).getByRole('button', { name: 'Next photo' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(within(viewer).getByText('3 of 24')).toBeVisible();
    expect(requests.some((request) => request.url.includes('cursor=c2'))).toBe(true);
  });

  it('lets a member report a photo and its author remove it', async () => {
    storeSession(memberUser);
    let items = [
      albumPhoto(1),
      albumPhoto(2, { by: { _id: memberUser._id, name: memberUser.name } }),
    ];
    stubEvent({
      [`GET ${eventPath}/photos`]: () => json({ items, nextCursor: null, total: items.length }),
      [`POST ${eventPath}/photos/ph-1/report`]: () =>
        json({ message: 'Thanks, the organisers will look at it.' }),
      [`DELETE ${eventPath}/photos/ph-2`]: () => {
        items = items.filter((photo) => photo._id !== 'ph-2');
        return json({ message: 'Removed.' });
      },
    });
    const { dialog, user } = await openGallery();
    await user.click(await within(dialog).findByRole('button', { name: 'Open album photo 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Album photo viewer' });
    expect(within(viewer).queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    await user.click(await within(viewer).findByRole('button', { name: 'Report photo' }));
    expect(
      await within(viewer).findByText('Thanks, the organisers will look at it.'),
    ).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).queryByRole('button', { name: 'Report photo' })).not.toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Remove photo' }));
    await user.click(within(viewer).getByRole('button', { name: 'Yes, remove' }));
    const gallery = await screen.findByRole('dialog', { name: 'Summer Cricket Cup gallery' });
    await within(gallery).findByRole('button', { name: 'Open album photo 1' });
    expect(
      within(gallery).queryByRole('button', { name: 'Open album photo 2' }),
    ).not.toBeInTheDocument();
  });
});

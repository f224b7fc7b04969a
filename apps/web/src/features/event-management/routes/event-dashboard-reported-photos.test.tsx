import type { EventPhoto } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { mediaAnswer } from '../../../testing/fake-uploads';
import { adminUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { heldRequest, json, type FetchRoutes } from '../../../testing/stub-fetch';

const reunion = makeEvent({
  _id: 'e-1',
  id: 'e-1',
  title: 'Batch of 2009 Reunion',
  canManage: true,
});
const reportedPath = 'GET /api/events/e-1/photos/reported';

function reported(n: number, overrides: Partial<EventPhoto> = {}): EventPhoto {
  const media = mediaAnswer(`ph-${n}`);
  return {
    _id: `ph-${n}`,
    url: media.url,
    srcset: media.srcset,
    placeholder: media.placeholder,
    width: media.width,
    height: media.height,
    caption: null,
    by: { _id: `u-${n}`, name: 'राहुल शर्मा' },
    createdAt: '2026-11-20T10:00:00.000Z',
    reports: 2,
    hidden: false,
    ...overrides,
  };
}

function stub(routes: FetchRoutes) {
  return stubSignedIn(adminUser, {
    'GET /api/events/managed': () => json([reunion]),
    'GET /api/events/e-1/registrations': () => json({ event: reunion, registrations: [] }),
    ...routes,
  });
}

const card = () => screen.findByRole('region', { name: 'Reported photos' });

beforeAll(async () => {
  await import('./event-dashboard-route');
}, 120_000);

describe('the event dashboard’s reported photos (issue 34 §4)', () => {
  it('shows a loader, then the reported photos; hiding one keeps it listed as hidden', async () => {
    const first = heldRequest();
    let items = [
      reported(1, { caption: 'Stage at night' }),
      reported(2, { by: { _id: 'u-2', name: 'જયેશ પટેલ' }, reports: 1 }),
    ];
    let calls = 0;
    const moderated: unknown[] = [];
    stub({
      [reportedPath]: () => (calls++ === 0 ? first.route() : json({ items })),
      'POST /api/events/e-1/photos/ph-1/moderate': async (request) => {
        moderated.push(await request.json());
        items = items.map((photo) => (photo._id === 'ph-1' ? { ...photo, hidden: true } : photo));
        return json({ message: 'The photo is hidden.' });
      },
    });
    const { user } = renderRoute('/eventdash?event=e-1');
    const region = await card();
    expect(within(region).getByRole('status')).toHaveTextContent('Loading reported photos…');
    await first.answer(json({ items }));

    const rows = await within(region).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Reported 2 times'),
      expect.stringContaining('Reported once'),
    ]);
    expect(within(rows[0]!).getByRole('img', { name: 'Stage at night' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('640w'),
    );
    expect(within(rows[1]!).getByText('Added by જયેશ પટેલ')).toBeVisible();

    await user.click(
      within(rows[0]!).getByRole('button', { name: 'Hide the photo added by राहुल शर्मा' }),
    );
    expect(await screen.findByText('The photo is hidden.')).toBeVisible();
    expect(moderated).toEqual([{ action: 'hide' }]);
    const again = await within(region).findByRole('button', {
      name: 'Show the photo added by राहुल शर्मा again',
    });
    expect(again).toBeVisible();
    expect(within(region).getByText('Hidden')).toBeVisible();
  });

  it('keeps a photo: it leaves the list, and the empty state says what the card is for', async () => {
    let items = [reported(3)];
    stub({
      [reportedPath]: () => json({ items }),
      'POST /api/events/e-1/photos/ph-3/moderate': () => {
        items = [];
        return json({ message: 'The photo stays in the album.' });
      },
    });
    const { user } = renderRoute('/eventdash?event=e-1');
    const region = await card();
    await user.click(
      await within(region).findByRole('button', { name: 'Keep the photo added by राहुल शर्मा' }),
    );
    expect(
      await within(region).findByText(
        'No reported photos. Photos members report in the album appear here.',
      ),
    ).toBeVisible();
  });

  it('says when the reported photos cannot load, and tries again', async () => {
    let fail = true;
    stub({
      [reportedPath]: () =>
        fail
          ? json({ error: 'unavailable', message: 'The database is away.' }, { status: 503 })
          : json({ items: [] }),
    });
    const { user } = renderRoute('/eventdash?event=e-1');
    const region = await card();
    expect(await within(region).findByText('The database is away.')).toBeVisible();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText(/No reported photos/)).toBeVisible();
  });
});

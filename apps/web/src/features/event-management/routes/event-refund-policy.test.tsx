import type { EventInput } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { adminUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';

// Issue 25 §4 (ADR 42): until when attendees may cancel a paid ticket for a refund.

function stubForm(routes: FetchRoutes) {
  return stubSignedIn(adminUser, {
    'GET /api/channels/managed': () => json([]),
    ...routes,
  });
}

const fill = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

describe('the event form’s refund policy', () => {
  it('reads and saves the window on the venue’s clock', async () => {
    const gala = makeEvent({
      _id: 'e-9',
      id: 'e-9',
      title: 'Diwali Gala Dinner',
      date: '2026-12-05T13:30:00.000Z',
      endDate: '2026-12-05T17:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      refundableUntil: '2026-12-01T12:30:00.000Z',
      canManage: true,
    });
    const { requests } = stubForm({
      'GET /api/events/managed': () => json([gala]),
      'PUT /api/events/e-9': () => json({ ...gala, message: 'Event updated successfully!' }),
    });
    const { user } = renderRoute('/editEvents');
    await user.click(await screen.findByRole('button', { name: 'Edit Diwali Gala Dinner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    const box = within(dialog).getByLabelText('Attendees may cancel for a refund until');
    // 12:30 UTC is 18:00 in Kolkata.
    expect(box).toHaveValue('2026-12-01T18:00');
    expect(box).toHaveAccessibleDescription(/^Local time in Kolkata\. Leave empty/);

    fill(box, '2026-12-03T21:15');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const body = (await requests.find((r) => r.method === 'PUT')!.json()) as EventInput;
    expect(body.refundableUntil).toBe('2026-12-03T15:45:00.000Z');
  });

  it('sends none when left empty, and warns when it is after the start', async () => {
    const gala = makeEvent({
      _id: 'e-9',
      id: 'e-9',
      title: 'Diwali Gala Dinner',
      date: '2026-12-05T13:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      refundableUntil: null,
      canManage: true,
    });
    const { requests } = stubForm({
      'GET /api/events/managed': () => json([gala]),
      'PUT /api/events/e-9': () => json({ ...gala, message: 'Event updated successfully!' }),
    });
    const { user } = renderRoute('/editEvents');
    await user.click(await screen.findByRole('button', { name: 'Edit Diwali Gala Dinner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    const box = within(dialog).getByLabelText('Attendees may cancel for a refund until');
    expect(box).toHaveValue('');
    fill(box, '2026-12-06T10:00');
    expect(await within(dialog).findByText(/after the event starts/)).toBeVisible();
    fill(box, '');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const body = (await requests.find((r) => r.method === 'PUT')!.json()) as EventInput;
    expect(body.refundableUntil).toBeNull();
  });
});

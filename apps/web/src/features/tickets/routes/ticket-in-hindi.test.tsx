import type { Ticket } from '@portal/contract';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { communitySite, ticketQr } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';

const waitlisted: Ticket = {
  registrationId: 'r-1',
  eventId: 'e-cup',
  eventTitle: 'Summer Cricket Cup',
  eventDate: '2026-12-05T10:30:00.000Z',
  eventTimeZone: 'Asia/Kolkata',
  eventLocation: 'Riverside College Grounds',
  name: 'Ms. Asha Rao',
  guestName: null,
  seats: 1,
  status: 'waitlisted',
  waitlistPosition: 3,
  canCheckIn: false,
  qr: ticketQr,
};

// The route loads lazily: compile it up front so the waits below measure the screen.
beforeAll(async () => {
  await import('./ticket-route');
}, 120_000);

describe('the ticket in Hindi', () => {
  it('shows the ticket, its status and its actions in Hindi', async () => {
    await useLanguageInTest('hi');
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'POST /api/tickets/lookup': () => json(waitlisted),
    });
    const { user } = renderRoute('/ticket?t=tkt_0123456789abcdefghijklmnop');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer Cricket Cup' }),
    ).toBeVisible();
    expect(document.title).toBe(`आपका टिकट · ${communitySite.name}`);
    expect(screen.getByText('प्रतीक्षा सूची में (स्थान 3)')).toBeVisible();
    expect(screen.getByText('कब')).toBeVisible();
    expect(screen.getByText(/दिस॰ 2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'कार्यक्रम देखें' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'पंजीकरण रद्द करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'पंजीकरण रद्द करें?' });
    expect(dialog).toHaveTextContent(
      'आपकी सीट प्रतीक्षा कर रहे अगले व्यक्ति को दे दी जाएगी। इसे वापस नहीं लिया जा सकता।',
    );
    expect(screen.getByRole('button', { name: 'पंजीकरण बनाए रखें' })).toBeVisible();
  }, 120_000);
});

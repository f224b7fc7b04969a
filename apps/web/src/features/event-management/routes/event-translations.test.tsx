import type { EventInput } from '@portal/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { adminUser, communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';

// Issue 17 item 7 (ADR 25): the event form writes the title and description in Hindi and
// Gujarati beside the original.

beforeAll(async () => {
  await import('./event-form-route');
}, 120_000);

describe('event form translations', () => {
  it('sends the Hindi and Gujarati versions typed beside the original, each box in its language', async () => {
    storeSession(adminUser);
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(adminUser),
      'GET /api/channels/managed': () => json([{ _id: 'c-1', name: 'Riverside Cricket Club' }]),
      'POST /api/events': () =>
        json({ ...makeEvent(), message: 'Event created successfully!' }, { status: 201 }),
    });
    const { user } = renderRoute('/eventForm');

    await user.type(
      await screen.findByLabelText(/^Title/, {}, { timeout: 30_000 }),
      'Summer Cricket Cup',
    );
    await user.type(screen.getByLabelText(/^Description/), 'Three days of matches.');
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2026-12-05T10:00' } });
    await user.type(screen.getByLabelText(/^Location/), 'Riverside College Grounds');

    const versions = screen.getByRole('group', { name: 'Translations' });
    // The original follows what was typed above (on its own tab in a narrow form).
    expect(within(versions).getByText('Summer Cricket Cup')).toBeInTheDocument();
    const hindiTitle = within(versions).getByLabelText('हिन्दी: Title');
    expect(hindiTitle).toHaveAttribute('lang', 'hi');
    await user.type(hindiTitle, 'ग्रीष्म क्रिकेट कप');
    await user.type(within(versions).getByLabelText('हिन्दी: Description'), '   ');
    await user.click(within(versions).getByRole('tab', { name: 'ગુજરાતી' }));
    const gujaratiTitle = within(versions).getByLabelText('ગુજરાતી: Title');
    expect(gujaratiTitle).toHaveAttribute('lang', 'gu');
    await user.type(gujaratiTitle, 'ઉનાળુ ક્રિકેટ કપ');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Event created successfully!')).toBeInTheDocument();
    const body = (await requests.find((r) => r.method === 'POST')?.json()) as EventInput;
    expect(body).toMatchObject({ title: 'Summer Cricket Cup' });
    expect(body.translations).toEqual({
      hi: { title: 'ग्रीष्म क्रिकेट कप' },
      gu: { title: 'ઉનાળુ ક્રિકેટ કપ' },
    });
  }, 90_000);
});

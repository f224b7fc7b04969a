import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';
import { registrationChallenge } from '../../../testing/registration-challenge';

const event = makeEvent();

// The route loads lazily: compile it up front so the waits below measure the screen.
beforeAll(async () => {
  await import('./registration-route');
}, 120_000);

describe('event registration in Hindi', () => {
  it('asks in Hindi and, submitted empty, says what is missing in Hindi', async () => {
    await useLanguageInTest('hi');
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/registration/challenge': registrationChallenge,
      [`GET /api/events/${event._id}`]: () => json(event),
    });
    const { user } = renderRoute(`/registration/${event._id}`);

    await screen.findByRole('form', { name: 'कार्यक्रम पंजीकरण' });
    expect(document.title).toBe(`${event.title} के लिए पंजीकरण · ${communitySite.name}`);
    expect(screen.getByRole('link', { name: `${event.title} पर वापस` })).toBeVisible();
    const you = screen.getByRole('group', { name: 'आपका विवरण' });
    // The forms of address read in Hindi; what is sent stays the spec's value.
    const title = within(you).getByRole('combobox', { name: /^संबोधन/ });
    expect(within(title).getByRole('option', { name: 'सुश्री' })).toHaveValue('Ms.');
    expect(
      within(screen.getByRole('radiogroup', { name: 'क्या आप किसी अतिथि को ला रहे हैं?' })).getByRole(
        'radio',
        { name: 'नहीं' },
      ),
    ).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'पंजीकरण करें' }));
    // The contract's messages, translated by the form's resolver.
    expect(await within(you).findByText('संबोधन ज़रूरी है', {})).toBeVisible();
    expect(within(you).getByText('पहला नाम ज़रूरी है')).toBeVisible();
    expect(within(you).getByText('उपनाम ज़रूरी है')).toBeVisible();
    expect(within(you).getByText('ईमेल ज़रूरी है')).toBeVisible();
    expect(within(you).getByText('फ़ोन नंबर ज़रूरी है')).toBeVisible();
    expect(within(you).queryByText(/is required/)).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  }, 120_000);
});

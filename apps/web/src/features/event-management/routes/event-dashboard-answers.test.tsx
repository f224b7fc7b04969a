import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeRegistration } from '../../../testing/event-fixtures';
import { adminUser, communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';

const gala = makeEvent({
  _id: 'e-1',
  id: 'e-1',
  title: 'Annual Gala Dinner',
  canManage: true,
  questions: [
    {
      _id: 'q-meal',
      label: 'Meal',
      type: 'select',
      required: true,
      options: [
        { value: 'veg', label: 'Veg' },
        { value: 'non-veg', label: 'Non-veg' },
      ],
    },
    { _id: 'q-size', label: 'T-shirt size', type: 'text', required: false },
  ],
});

const answered = (id: string, name: string, meal: string, status = 'confirmed' as const) =>
  makeRegistration({
    _id: id,
    name,
    email: `${id}@example.org`,
    status,
    answers: { 'q-meal': meal },
  });

beforeAll(async () => {
  await import('./event-dashboard-route');
}, 120_000);

describe('the event dashboard’s answer counts (issue 25)', () => {
  it('counts the choice questions’ answers of live registrations', async () => {
    storeSession(adminUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(adminUser),
      'GET /api/events/managed': () => json([gala]),
      'GET /api/events/e-1/registrations': () =>
        json({
          event: gala,
          registrations: [
            answered('r-1', 'राहुल द्रविड़', 'veg'),
            answered('r-2', 'જસપ્રીત બુમરાહ', 'veg'),
            answered('r-3', "Shreyas Iyer-O'Brien", 'non-veg'),
            { ...answered('r-4', 'இரவிச்சந்திரன் அஷ்வின்', 'non-veg'), status: 'cancelled' },
          ],
        }),
    });
    renderRoute('/eventdash');
    expect(await screen.findByRole('heading', { level: 2, name: 'Answers' })).toBeVisible();
    const lines = screen.getAllByTestId('answer-count');
    // Text questions are not counted; the cancelled registration is not either.
    expect(lines.map((line) => line.textContent)).toEqual(['Meal: Veg 2, Non-veg 1']);
  });
});

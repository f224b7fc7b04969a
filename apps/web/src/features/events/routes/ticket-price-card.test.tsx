import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';

const ticket = (name: string, amount: number, hidden = false) => ({
  _id: `t-${name}`,
  name,
  price: { amount, currency: 'INR' },
  ...(hidden && { hidden }),
});

describe('a ticketed event on the listing card (issue 25)', () => {
  it('shows the cheapest shown ticket in the event’s currency: "From ₹499.00"', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events': () =>
        json([
          makeEvent({
            ticketTypes: [
              ticket('Dinner', 149_900),
              ticket('Student', 49_900),
              ticket('Crew', 100, true),
            ],
          }),
        ]),
    });
    renderRoute('/upcoming-events');
    expect(await screen.findByTestId('price-from')).toHaveTextContent('From ₹499.00');
  });
});

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { json, stubFetch } from '../../../testing/stub-fetch';
import { cupId, makeTournament } from '../testing/tournament-fixtures';
import { EventPointsTable, EventSchedule } from './event-tournament-sections';

const tournamentPath = `GET /api/events/${cupId}/tournament`;

/** As the event details page would place them: inside the app's router and providers. */
function renderSection(element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/event-details/:id', element },
      { path: '/teamdetails', element: <p>Schedule screen</p> },
    ],
    { initialEntries: [`/event-details/${cupId}`] },
  );
  render(
    <I18nProvider>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('event tournament sections', () => {
  it('shows the points table, whose teams open the schedule searched for them', async () => {
    stubFetch({ [tournamentPath]: () => json(makeTournament()) });
    const { router, user } = renderSection(<EventPointsTable eventId={cupId} />);

    const table = await screen.findByRole('table', { name: 'Points table' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await user.click(within(table).getByRole('link', { name: 'Hilltop Hawks' }));

    expect(await screen.findByText('Schedule screen')).toBeVisible();
    expect(router.state.location.search).toBe(`?event=${cupId}`);
    expect(router.state.location.state).toEqual({ teamName: 'Hilltop Hawks' });
  });

  it('shows the schedule with its search', async () => {
    stubFetch({ [tournamentPath]: () => json(makeTournament()) });
    const { user } = renderSection(<EventSchedule eventId={cupId} />);

    const list = await screen.findByRole('list', { name: 'Matches' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search matches' }), 'zzz');
    expect(screen.getByText('No matches found for "zzz"')).toBeVisible();
  });

  it('says what will appear once the tournament is set up', async () => {
    stubFetch({ [tournamentPath]: () => json(makeTournament({ teams: [], matches: [] })) });
    renderSection(
      <>
        <EventPointsTable eventId={cupId} />
        <EventSchedule eventId={cupId} />
      </>,
    );

    expect(
      await screen.findByText(
        'The teams for this event will appear here once the tournament is set up.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('The match schedule will appear here once the tournament is set up.'),
    ).toBeVisible();
  });

  it('explains a failed load', async () => {
    stubFetch({
      [tournamentPath]: () =>
        json({ error: 'not_found', message: 'Event not found.' }, { status: 404 }),
    });
    renderSection(<EventPointsTable eventId={cupId} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading tournament data: Event not found.',
    );
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { json } from '../../../testing/stub-fetch';
import { bodyOf, eventId, makeMatch, makeTournament, stubOrganiser } from './tournament-test-data';

const page = `/tournament-admin?event=${eventId}`;
const tournamentKey = `GET /api/events/${eventId}/tournament`;

// Load the lazy screen and its styles once up front, so the first test does not spend its wait
// on the import.
beforeAll(
  () =>
    Promise.all([
      import('./tournament-admin-route'),
      import('../../../components/all-mantine-styles'),
    ]),
  60_000,
);

describe('tournament admin: fixtures and schedule import', () => {
  it('adds a fixture with the time on the event’s clock, whatever the viewer’s', async () => {
    const { requests } = stubOrganiser({
      [`POST /api/events/${eventId}/matches`]: () =>
        json({ message: 'Match added.' }, { status: 201 }),
    });
    const { user } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Add fixture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add fixture' });
    await user.click(within(dialog).getByRole('button', { name: 'Add fixture' }));
    expect(await within(dialog).findAllByText('Choose a team')).not.toHaveLength(0);
    expect(within(dialog).getByText('Date is required')).toBeVisible();

    await user.selectOptions(within(dialog).getByLabelText(/^Team 1/), 'BLZ');
    await user.selectOptions(within(dialog).getByLabelText(/^Team 2/), 'ACE');
    // The event is in Pune: the box is Pune's clock, named beside it (issue 19).
    expect(within(dialog).getByLabelText(/^Starts/)).toHaveAccessibleDescription(
      /Local time in Kolkata: Kolkata \(IST, GMT\+5:30\)$/,
    );
    fireEvent.change(within(dialog).getByLabelText(/^Starts/), {
      target: { value: '2026-06-07T15:30' },
    });
    await user.type(within(dialog).getByLabelText(/^Venue/), 'Hilltop Oval');
    await user.selectOptions(within(dialog).getByLabelText(/^Stage/), 'playoff');
    await user.click(within(dialog).getByRole('button', { name: 'Add fixture' }));

    expect(await screen.findByText('Match added.')).toBeInTheDocument();
    expect(await bodyOf(requests.find((request) => request.method === 'POST'))).toEqual({
      team1ShortName: 'BLZ',
      team2ShortName: 'ACE',
      date: '2026-06-07T15:30',
      venue: 'Hilltop Oval',
      stage: 'playoff',
      overs: 20,
    });
    await waitFor(() =>
      expect(requests.filter((request) => request.url.endsWith('/tournament'))).toHaveLength(2),
    );
  });

  it('deletes a fixture after confirmation', async () => {
    const { requests } = stubOrganiser({
      'DELETE /api/matches/m-1': () => json({ message: 'Match deleted.' }),
    });
    const { user } = renderRoute(page);

    await user.click(
      await screen.findByRole('button', { name: 'Delete Riverside Aces v Hilltop Blazers' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Match deleted.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('imports a pasted schedule', async () => {
    const csv =
      'date,team1,team2,venue,stage,overs\n2026-06-08 10:00,ACE,BLZ,Riverside Ground,league,20';
    const { requests } = stubOrganiser({
      [`POST /api/events/${eventId}/matches/import`]: () =>
        json({ message: '1 matches imported.', created: 1, errors: [] }),
      [tournamentKey]: () =>
        json(makeTournament({ matches: [makeMatch(), makeMatch({ _id: 'm-2', id: 'm-2' })] })),
    });
    const { user } = renderRoute(page);

    const region = await screen.findByRole('region', { name: 'Import schedule from CSV' });
    expect(region).toHaveTextContent('date,team1,team2,venue,stage,overs');
    const text = within(region).getByLabelText(/^CSV text/);
    fireEvent.change(text, { target: { value: csv } });
    await user.click(within(region).getByRole('button', { name: 'Import fixtures' }));

    expect(await within(region).findByRole('status')).toHaveTextContent('1 matches imported.');
    expect(await bodyOf(requests.find((request) => request.method === 'POST'))).toEqual({
      csv,
    });
    expect(text).toHaveValue('');
  });

  it('reads a chosen CSV file', async () => {
    const { requests } = stubOrganiser({
      [`POST /api/events/${eventId}/matches/import`]: () =>
        json({ message: '1 matches imported.', created: 1, errors: [] }),
    });
    const { user } = renderRoute(page);

    const region = await screen.findByRole('region', { name: 'Import schedule from CSV' });
    const csv = 'date,team1,team2\n2026-06-08 10:00,ACE,BLZ';
    const input = region.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await user.upload(input, new File([csv], 'schedule.csv', { type: 'text/csv' }));
    await waitFor(() => expect(within(region).getByLabelText(/^CSV text/)).toHaveValue(csv));
    await user.click(within(region).getByRole('button', { name: 'Import fixtures' }));

    expect(await within(region).findByRole('status')).toHaveTextContent('1 matches imported.');
    expect(await bodyOf(requests.find((request) => request.method === 'POST'))).toMatchObject({
      csv,
    });
  });

  it('lists the rows a refused schedule has problems with', async () => {
    stubOrganiser({
      [`POST /api/events/${eventId}/matches/import`]: () =>
        json(
          {
            message: 'Nothing was imported: 2 rows have problems.',
            created: 0,
            errors: [
              { row: 2, message: 'No team in this event has the short name XYZ' },
              { row: 4, message: 'Enter a valid date and time' },
            ],
          },
          { status: 422 },
        ),
    });
    const { user } = renderRoute(page);

    const region = await screen.findByRole('region', { name: 'Import schedule from CSV' });
    fireEvent.change(within(region).getByLabelText(/^CSV text/), {
      target: { value: 'date,team1,team2\nbad' },
    });
    await user.click(within(region).getByRole('button', { name: 'Import fixtures' }));

    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Nothing was imported: 2 rows have problems.',
    );
    const table = within(region).getByRole('table', { name: 'Rows with problems' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowProblem',
      '2No team in this event has the short name XYZ',
      '4Enter a valid date and time',
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json } from '../../../testing/stub-fetch';
import { bodyOf, cup, eventId, makeTournament, stubOrganiser } from './tournament-test-data';

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

describe('tournament admin', () => {
  it('lists the chosen event’s teams and fixtures, with a way to score each match', async () => {
    stubOrganiser();
    renderRoute(page);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tournament admin' }),
    ).toBeVisible();
    const teams = await screen.findByRole('region', { name: 'Teams' });
    expect(within(teams).getByText('Riverside Aces')).toBeVisible();
    expect(within(teams).getByText('ACE')).toBeVisible();
    expect(within(teams).getByRole('cell', { name: 'Asha Rao' })).toBeInTheDocument();
    const fixtures = screen.getByRole('region', { name: 'Fixtures' });
    expect(within(fixtures).getByText('ACE v BLZ')).toBeVisible();
    expect(within(fixtures).getAllByText('Scheduled')).not.toHaveLength(0);
    expect(
      within(fixtures).getByRole('link', { name: 'Score Riverside Aces v Hilltop Blazers' }),
    ).toHaveAttribute('href', '/score/m-1');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Event' }).value).toMatch(
      /^Summer Cricket Cup/,
    );
    expect(screen.getByRole('link', { name: 'Open the match center' })).toHaveAttribute(
      'href',
      `/event-details-tour?event=${eventId}`,
    );
    expect(document.title).toBe(`Summer Cricket Cup · Tournament admin · ${communitySite.name}`);
  });

  it('opens the first managed event when none is chosen', async () => {
    stubOrganiser();
    renderRoute('/tournament-admin');
    expect(await screen.findByRole('region', { name: 'Teams' })).toHaveTextContent(
      'Hilltop Blazers',
    );
  });

  it('opens the event with a tournament when none is chosen, not the newest (issue 36)', async () => {
    const newer = makeEvent({ _id: 'e-2', id: 'e-2', title: 'Winter Gala', canManage: true });
    stubOrganiser({
      'GET /api/events/managed': () =>
        json([
          { ...newer, hasTournament: false },
          { ...cup, hasTournament: true },
        ]),
    });
    renderRoute('/tournament-admin');
    expect(await screen.findByRole('region', { name: 'Teams' })).toHaveTextContent(
      'Hilltop Blazers',
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Event' }).value).toMatch(
      /^Summer Cricket Cup/,
    );
  });

  it('keeps the chosen event in the address', async () => {
    const gala = makeEvent({ _id: 'e-2', id: 'e-2', title: 'Winter Gala', canManage: true });
    stubOrganiser({
      'GET /api/events/managed': () => json([cup, gala]),
      'GET /api/events/e-2/tournament': () =>
        json(makeTournament({ eventId: 'e-2', eventTitle: 'Winter Gala', teams: [], matches: [] })),
    });
    const { user, router } = renderRoute(page);

    await user.click(await screen.findByRole('combobox', { name: 'Event' }));
    await user.click(await screen.findByRole('option', { name: /^Winter Gala/ }));

    await waitFor(() => expect(router.state.location.search).toBe('?event=e-2'));
    expect(await screen.findByText('No teams yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add fixture' })).toBeDisabled();
  });

  it('says so when the server refuses the caller', async () => {
    stubOrganiser({
      [tournamentKey]: () => json(makeTournament({ canManage: false })),
    });
    renderRoute(page);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the organisers of Summer Cricket Cup can manage its tournament',
    );
    expect(screen.queryByRole('region', { name: 'Teams' })).not.toBeInTheDocument();
  });

  it('shows the server’s message when the event cannot be found', async () => {
    stubOrganiser({
      'GET /api/events/managed': () => json([]),
      [tournamentKey]: () =>
        json({ error: 'not_found', message: 'Event not found.' }, { status: 404 }),
    });
    renderRoute(page);
    expect(await screen.findByRole('alert')).toHaveTextContent('Event not found.');
  });

  it('checks a new team with the contract’s rules and puts a taken short name on its box', async () => {
    const { requests } = stubOrganiser({
      [`POST /api/events/${eventId}/teams`]: () =>
        json(
          {
            error: 'duplicate',
            message: 'Another team in this event already uses that short name.',
            fields: { shortName: 'Another team in this event already uses that short name.' },
          },
          { status: 409 },
        ),
    });
    const { user } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Add team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add team' });
    await user.type(within(dialog).getByLabelText(/^Short name/), 'A');
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    expect(await within(dialog).findByText('Team name is required')).toBeVisible();
    expect(within(dialog).getByText('Short name is 2 to 6 letters or digits')).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Team name/), 'Coastal Chargers');
    await user.clear(within(dialog).getByLabelText(/^Short name/));
    await user.type(within(dialog).getByLabelText(/^Short name/), 'ace');
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));

    const shortName = within(dialog).getByLabelText(/^Short name/);
    await waitFor(() => expect(shortName).toHaveAttribute('aria-invalid', 'true'));
    expect(shortName).toHaveAccessibleDescription(
      expect.stringContaining('Another team in this event already uses that short name.'),
    );
    expect(await bodyOf(requests.find((request) => request.method === 'POST'))).toMatchObject({
      name: 'Coastal Chargers',
      shortName: 'ACE',
    });
  });

  it('adds a team, players one per line, and shows the refreshed list', async () => {
    let tournament = makeTournament();
    const { requests } = stubOrganiser({
      [tournamentKey]: () => json(tournament),
      [`POST /api/events/${eventId}/teams`]: () => {
        tournament = makeTournament({
          teams: [
            ...tournament.teams,
            {
              ...tournament.teams[0]!,
              _id: 't-chg',
              id: 't-chg',
              name: 'Coastal Chargers',
              shortName: 'CHG',
            },
          ],
        });
        return json(tournament, { status: 201 });
      },
    });
    const { user } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Add team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add team' });
    await user.type(within(dialog).getByLabelText(/^Team name/), 'Coastal Chargers');
    await user.type(within(dialog).getByLabelText(/^Short name/), 'chg');
    await user.type(within(dialog).getByLabelText(/^Captain/), 'Nina Shah');
    await user.type(within(dialog).getByLabelText(/^Players/), 'Nina Shah\n\n  Omar Ali \nPia Sen');
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));

    expect(await screen.findByText('Coastal Chargers added.')).toBeInTheDocument();
    expect(await bodyOf(requests.find((request) => request.method === 'POST'))).toEqual({
      name: 'Coastal Chargers',
      shortName: 'CHG',
      logo: '',
      captain: 'Nina Shah',
      players: ['Nina Shah', 'Omar Ali', 'Pia Sen'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Teams' })).toHaveTextContent('Coastal Chargers');
  });

  it('edits a team in the same form, filled in', async () => {
    const { requests } = stubOrganiser({
      'PUT /api/teams/t-blz': () => json(makeTournament()),
    });
    const { user } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Edit Hilltop Blazers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hilltop Blazers' });
    expect(within(dialog).getByLabelText(/^Short name/)).toHaveValue('BLZ');
    expect(within(dialog).getByLabelText(/^Players/)).toHaveValue('Ravi Khan\nSunil Rao');
    await user.clear(within(dialog).getByLabelText(/^Captain/));
    await user.type(within(dialog).getByLabelText(/^Captain/), 'Sunil Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Save team' }));

    expect(await screen.findByText('Hilltop Blazers updated.')).toBeInTheDocument();
    expect(await bodyOf(requests.find((request) => request.method === 'PUT'))).toEqual({
      name: 'Hilltop Blazers',
      shortName: 'BLZ',
      logo: '',
      captain: 'Sunil Rao',
      players: ['Ravi Khan', 'Sunil Rao'],
    });
  });

  it('deletes a team after confirmation, and explains a refusal', async () => {
    const { requests } = stubOrganiser({
      'DELETE /api/teams/t-blz': () => json({ message: 'Team deleted.' }),
      'DELETE /api/teams/t-ace': () =>
        json(
          { error: 'in_use', message: 'This team has matches. Delete its matches first.' },
          { status: 409 },
        ),
    });
    const { user } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Delete Hilltop Blazers' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Hilltop Blazers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Hilltop Blazers' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Hilltop Blazers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Hilltop Blazers deleted.')).toBeInTheDocument();
    // The tournament is asked for again.
    await waitFor(() =>
      expect(requests.filter((request) => request.url.endsWith('/tournament'))).toHaveLength(2),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Riverside Aces' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('This team has matches. Delete its matches first.'),
    ).toBeInTheDocument();
  });
});

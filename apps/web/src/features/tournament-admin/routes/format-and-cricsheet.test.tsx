import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { json } from '../../../testing/stub-fetch';
import { bodyOf, eventId, makeTournament, stubOrganiser } from './tournament-test-data';

beforeAll(
  () =>
    Promise.all([
      import('./tournament-admin-route'),
      import('../../../components/all-mantine-styles'),
    ]),
  60_000,
);

describe('tournament format', () => {
  it('starts from the T20 laws and saves a gully format', async () => {
    const gully = {
      overs: 6,
      ballsPerOver: 6,
      playersPerSide: 8,
      oversPerBowler: 2,
      freeHits: false,
    };
    const { requests } = stubOrganiser({
      [`PUT /api/events/${eventId}/tournament/format`]: () =>
        json(makeTournament({ format: gully })),
    });
    const { user } = renderRoute(`/tournament-admin?event=${eventId}`);
    const section = await screen.findByRole('region', { name: 'Match format' });
    const overs = within(section).getByRole('textbox', { name: 'Overs per innings' });
    expect(overs).toHaveValue('20');
    expect(within(section).getByRole('textbox', { name: 'Overs per bowler' })).toHaveValue('4');

    for (const [name, value] of [
      ['Overs per innings', '6'],
      ['Players per side', '8'],
      ['Overs per bowler', '2'],
    ] as const) {
      const box = within(section).getByRole('textbox', { name });
      await user.clear(box);
      await user.type(box, value);
    }
    await user.click(within(section).getByRole('switch', { name: /Free hit after a no-ball/ }));
    await user.click(within(section).getByRole('button', { name: 'Save format' }));
    expect(await screen.findByText('Format saved.')).toBeVisible();
    expect(await bodyOf(requests.find((request) => request.method === 'PUT'))).toEqual(gully);
  });

  it('refuses balls per over the laws do not allow, before asking the server', async () => {
    const { requests } = stubOrganiser({});
    const { user } = renderRoute(`/tournament-admin?event=${eventId}`);
    const section = await screen.findByRole('region', { name: 'Match format' });
    const balls = within(section).getByRole('textbox', { name: 'Balls per over' });
    await user.clear(balls);
    await user.type(balls, '12');
    await user.click(within(section).getByRole('button', { name: 'Save format' }));
    expect(await within(section).findByText('Balls per over is at most 10')).toBeVisible();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('Cricsheet import', () => {
  it('sends the chosen file as JSON and links to the added match', async () => {
    const document = { meta: { data_version: '1.1.0' }, info: { teams: ['A', 'B'] }, innings: [] };
    const { requests } = stubOrganiser({
      [`POST /api/events/${eventId}/matches/cricsheet`]: () => {
        const [match] = makeTournament().matches;
        return json(
          { ...match, team1Name: 'Surat Strikers', team2Name: 'Leicester Lions' },
          { status: 201 },
        );
      },
    });
    const { user } = renderRoute(`/tournament-admin?event=${eventId}`);
    const section = await screen.findByRole('region', { name: 'Bring in a scored match' });
    const file = new File([JSON.stringify(document)], 'final.json', { type: 'application/json' });
    await user.upload(section.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.click(within(section).getByRole('button', { name: 'Add the match' }));
    expect(
      await within(section).findByText(/Added Surat Strikers v Leicester Lions/),
    ).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Open the match' })).toHaveAttribute(
      'href',
      `/teamdetails?event=${eventId}`,
    );
    expect(await bodyOf(requests.find((request) => request.method === 'POST'))).toEqual(document);
  });

  it('sends a season’s ZIP as it is, and lists the files the server refused', async () => {
    const { requests } = stubOrganiser({
      [`POST /api/events/${eventId}/matches/cricsheet`]: () =>
        json({
          message: '2 matches imported, 1 already here, 1 refused.',
          imported: [
            { file: '1082591.json', matchId: 'm1' },
            { file: '1082592.json', matchId: 'm2' },
          ],
          skipped: [{ file: '1082593.json', matchId: 'm0' }],
          errors: [
            {
              file: '1082594.json',
              field: 'innings.0.overs.1.deliveries.0.bowler',
              message: 'This bowler is not in the fielding side',
            },
          ],
        }),
    });
    const { user } = renderRoute(`/tournament-admin?event=${eventId}`);
    const section = await screen.findByRole('region', { name: 'Bring in a scored match' });
    const zip = new File([new Uint8Array([0x50, 0x4b, 5, 6])], 'ipl-2026.zip', {
      type: 'application/zip',
    });
    await user.upload(section.querySelector<HTMLInputElement>('input[type="file"]')!, zip);
    await user.click(within(section).getByRole('button', { name: 'Add the match' }));
    expect(
      await within(section).findByText('2 matches imported, 1 already here, 1 refused.'),
    ).toBeVisible();
    expect(
      within(section).getByText(
        '1082594.json (innings.0.overs.1.deliveries.0.bowler): This bowler is not in the fielding side',
      ),
    ).toBeVisible();
    const sent = requests.find((request) => request.method === 'POST')!;
    expect(sent.headers.get('content-type')).toBe('application/zip');
  });

  it('says a file that is not JSON cannot be read, and sends nothing', async () => {
    const { requests } = stubOrganiser({});
    const { user } = renderRoute(`/tournament-admin?event=${eventId}`);
    const section = await screen.findByRole('region', { name: 'Bring in a scored match' });
    const file = new File(['date,team1,team2'], 'fixtures.json', { type: 'application/json' });
    await user.upload(section.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.click(within(section).getByRole('button', { name: 'Add the match' }));
    expect(
      await within(section).findByText('This file is not JSON. Choose a Cricsheet .json file.'),
    ).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});

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

describe('tournament points', () => {
  it('saves what each result is worth', async () => {
    const rule = { win: 3, tie: 1, noResult: 1, loss: 0 };
    const { requests } = stubOrganiser({
      [`PUT /api/events/${eventId}/tournament/points`]: () =>
        json(makeTournament({ points: rule })),
    });
    const { user } = renderRoute(`/tournament-admin?event=${eventId}`);
    const section = await screen.findByRole('region', { name: 'Points' });
    const win = within(section).getByRole('textbox', { name: 'Win' });
    expect(win).toHaveValue('2');

    await user.tripleClick(win);
    await user.keyboard('3');
    await user.click(within(section).getByRole('button', { name: 'Save points' }));
    expect(await screen.findByText('Points saved.')).toBeVisible();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await bodyOf(put)).toEqual(rule);
  });
});

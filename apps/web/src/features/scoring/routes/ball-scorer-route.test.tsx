import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';

const notFound = () => json({ error: 'not_found', message: 'Match not found' }, { status: 404 });

describe('the scorer’s screen for a match that does not exist', () => {
  it('says so and offers the way to the tournament and its admin (issue 36)', async () => {
    storeSession(memberUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
      'GET /api/matches/m-gone': notFound,
      'GET /api/matches/m-gone/balls': notFound,
    });
    renderRoute('/score/m-gone');

    expect(await screen.findByRole('alert')).toHaveTextContent('Match not found');
    expect(screen.getByRole('link', { name: 'Go to the tournament' })).toHaveAttribute(
      'href',
      '/event-details-tour',
    );
    expect(screen.getByRole('link', { name: 'Manage the tournament' })).toHaveAttribute(
      'href',
      '/tournament-admin',
    );
    expect(screen.queryByRole('button', { name: /retry|try again/i })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';
import { makeMember } from '../testing/member-fixtures';

function stubProfile(routes: FetchRoutes, user = memberUser) {
  return stubSignedIn(user, routes);
}

describe('member profile', () => {
  it('shows who they are, where, their business and shared contact details', async () => {
    stubProfile({
      'GET /api/members/m-1': () =>
        json(
          makeMember({ phone: null, mobileE164: null, businessEmail: 'hello@iyerbooks.example' }),
        ),
    });
    renderRoute('/members/m-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
    expect(document.title).toBe(`Meera Iyer · ${communitySite.name}`);
    expect(screen.getByText('Member')).toBeVisible();
    expect(screen.getByText('Pune, Maharashtra, India')).toBeVisible();
    expect(screen.getByText('Runs the Sunday book club.')).toBeVisible();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'meera@example.org' })).toHaveAttribute(
      'href',
      'mailto:meera@example.org',
    );
    expect(contact).toHaveTextContent('Private');
    const business = screen.getByRole('region', { name: 'Business' });
    expect(business).toHaveTextContent('Iyer Books');
    expect(business).toHaveTextContent('Owner');
    expect(screen.queryByText('Invitation pending')).not.toBeInTheDocument();
  });

  it('says when contact details are private, and shows admins a pending invitation', async () => {
    stubProfile(
      {
        'GET /api/members/m-2': () =>
          json(
            makeMember({
              _id: 'm-2',
              email: null,
              phone: null,
              mobileE164: null,
              invitationPending: true,
            }),
          ),
      },
      adminUser,
    );
    renderRoute('/members/m-2');

    expect(await screen.findByText('Contact details are private')).toBeVisible();
    expect(screen.getByText('Invitation pending')).toBeVisible();
  });

  it('says when there is no such member', async () => {
    stubProfile({
      'GET /api/members/nope': () =>
        json({ error: 'not_found', message: 'Member not found.' }, { status: 404 }),
    });
    renderRoute('/members/nope');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Member not found.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to members' })).toHaveAttribute(
      'href',
      '/members',
    );
  });
});

import type { MemberInput } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';
import { makeMember } from '../testing/member-fixtures';

/** `answered`: the POST waits for it, so a test can look at the form while the request runs. */
function stubAdmin(routes: FetchRoutes, user = adminUser, answered = Promise.resolve()) {
  let total = 41;
  return stubSignedIn(user, {
    'GET /api/members/count': () => json({ total }),
    'POST /api/members': async () => {
      await answered;
      total += 1;
      return json(
        {
          message: 'Member added successfully!',
          member: makeMember({ name: 'Nisha Rao', email: 'nisha@example.org' }),
        },
        { status: 201 },
      );
    },
    ...routes,
  });
}

async function fillRequired(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText(/^Name/), 'Nisha Rao');
  await user.type(screen.getByLabelText(/^Email/), 'nisha@example.org');
  await user.type(screen.getByLabelText(/^Phone/), '98765 43210');
}

// The screen loads lazily: compile it and the phone field's metadata once, before the first wait.
beforeAll(async () => {
  await import('./add-member-route');
});

describe('add member', () => {
  it('is for site admins only', async () => {
    stubAdmin({}, memberUser);
    renderRoute('/addmembers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site admins only' }),
    ).toBeVisible();
  });

  it("adds a member, says 'Submitting...' meanwhile, clears the form and updates the total", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { requests } = stubAdmin({}, adminUser, answered);
    const { user } = renderRoute('/addmembers');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add Community Member' }),
    ).toBeVisible();
    expect(await screen.findByText('Total members: 41')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Personal' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Address' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Business' })).toBeVisible();

    await fillRequired(user);
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('98765 43210');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'admin');
    await user.type(screen.getByLabelText(/^City/), 'Pune');
    await user.type(screen.getByLabelText(/^Business name/), 'Rao Bakes');

    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer();

    expect(await screen.findByText('Member added successfully!')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We emailed nisha@example.org an invitation to set a password',
    );
    const post = requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toMatchObject({
      name: 'Nisha Rao',
      email: 'nisha@example.org',
      phone: '+919876543210',
      phoneCountry: 'IN',
      role: 'admin',
      city: 'Pune',
      businessName: 'Rao Bakes',
    } satisfies Partial<MemberInput>);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('');
    expect(screen.getByLabelText(/^City/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Role/ })).toHaveValue('member');
    expect(await screen.findByText('Total members: 42')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add member' })).toBeEnabled();
  });

  it('checks the fields with the contract rules before sending', async () => {
    const { requests } = stubAdmin({});
    const { user } = renderRoute('/addmembers');
    await user.type(await screen.findByLabelText(/^Phone/), '12345');
    await user.type(screen.getByLabelText(/^Image URL/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add member' }));

    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    expect(screen.getByText('Enter a web address starting with http:// or https://')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('takes a name in any script and a number of another country', async () => {
    const { requests } = stubAdmin({});
    const { user } = renderRoute('/addmembers');
    await user.type(await screen.findByLabelText(/^Name/), 'A1');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText(/^Please enter a\s+valid name$/)).toBeVisible();

    // Pasted, as people with a Gurmukhi keyboard often do; the number is typed.
    await user.clear(screen.getByLabelText(/^Name/));
    await user.click(screen.getByLabelText(/^Name/));
    await user.paste('ਹਰਪ੍ਰੀਤ ਕੌਰ');
    await user.click(screen.getByLabelText(/^Email/));
    await user.paste('harpreet@example.org');
    await user.click(screen.getByRole('combobox', { name: 'Country code' }));
    await user.type(screen.getByRole('combobox', { name: 'Country code' }), 'canada');
    await user.click(await screen.findByRole('option', { name: /Canada/ }));
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveAccessibleDescription(
      'Phone is required They sign in with it. e.g. (506) 234-5678',
    );
    await user.type(phone, '6045550123');
    await user.click(screen.getByRole('button', { name: 'Add member' }));

    expect(await screen.findByText('Member added successfully!')).toBeVisible();
    const post = requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toMatchObject({
      name: 'ਹਰਪ੍ਰੀਤ ਕੌਰ',
      phone: '+16045550123',
      phoneCountry: 'CA',
    });
    // Ready for the next member, from the same country.
    await waitFor(() => expect(phone).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('🇨🇦 +1');
  });

  it("shows the server's message and its field messages, keeping the input", async () => {
    stubAdmin({
      'POST /api/members': () =>
        json(
          {
            error: 'conflict',
            message: 'An account with this email already exists.',
            fields: { email: 'An account with this email already exists.' },
          },
          { status: 409 },
        ),
    });
    const { user } = renderRoute('/addmembers');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add member' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Nisha Rao');
    expect(screen.queryByText('Member added successfully!')).not.toBeInTheDocument();
  });

  it("says 'Error occurred.' when the server's answer has no message", async () => {
    stubAdmin({
      'POST /api/members': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const { user } = renderRoute('/addmembers');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add member' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error occurred.');
  });

  it("says 'Network error.' when the server cannot be reached", async () => {
    stubAdmin({
      'POST /api/members': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderRoute('/addmembers');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add member' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Network error.');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Nisha Rao');
  });
});

import type { RosterEntry, RosterImportResult, RosterPage } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUser, alumniSite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { heldRequest, json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

// Row 1 is the header; the server counts rows the same way.
const csv = [
  'Name,Email,Mobile,Batch,Course,Favourite colour',
  'अनिल कुमार,anil.kumar@example.in,+919876543210,2008,B.Sc,blue',
  'ભાવના મહેતા,bhavana@example,+14155550134,2011,,green',
  'Zoë Ångström,,,2011,MBA,red',
  'فاطمة الزهراء,fatima@example.ae,+971501234567,1899,B.A.,',
].join('\n');
const rosterFile = () => new File([csv], 'alumni 2026.csv', { type: 'text/csv' });

const checked: RosterImportResult = {
  rows: 4,
  imported: 0,
  updated: 0,
  errors: [
    { row: 3, field: 'email', message: 'Invalid email address' },
    { row: 4, field: 'email', message: 'Give an email or a mobile number' },
    { row: 5, field: 'batch', message: 'Enter a graduation year between 1940 and 2032' },
  ],
  duplicates: [{ row: 2, match: 'anil.kumar@example.in' }],
};
const imported: RosterImportResult = { ...checked, imported: 0, updated: 1 };

const emptyRoster: RosterPage = { items: [], nextCursor: null, total: 0 };

function stub(routes: FetchRoutes, user = adminUser) {
  return stubSignedIn(
    user,
    {
      'GET /api/admin/roster': () => json(emptyRoster),
      ...routes,
    },
    alumniSite,
  );
}

/** Someone on the roster with only a mobile, and the link an invitation would carry. */
function mobileOnly(name: string, mobile: string, batch: number | null): RosterEntry {
  const link = new URL('https://alumni.example.org/signup');
  link.searchParams.set('name', name);
  link.searchParams.set('mobile', mobile);
  return {
    _id: crypto.randomUUID(),
    name,
    email: null,
    mobile,
    batch,
    course: null,
    city: null,
    country: null,
    hasAccount: false,
    invitedAt: null,
    signUpLink: link.toString(),
  };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const imports = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/api/admin/roster/import');

async function openWithFile(routes: FetchRoutes) {
  const stubbed = stub(routes);
  const view = renderRoute('/admin/roster');
  expect(await screen.findByRole('heading', { level: 1, name: 'Alumni roster' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  await view.user.upload(fileInput(), rosterFile());
  return { ...stubbed, ...view };
}

beforeAll(async () => {
  await import('./roster-route');
});

describe('the alumni roster', () => {
  it('shows the file’s first rows as read in the browser, numbered as the server counts', async () => {
    const { requests } = await openWithFile({});

    const table = await screen.findByRole('table', { name: /as read in your browser/ });
    expect(within(table).getByText('The first 4 rows as read in your browser')).toBeVisible();
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Favourite colour (ignored)');
    expect(rows[1]).toHaveTextContent(/^2अनिल कुमार/);
    expect(rows[2]).toHaveTextContent('ભાવના મહેતા');
    expect(rows[3]).toHaveTextContent('Zoë Ångström');
    expect(rows[4]).toHaveTextContent(/^5فاطمة الزهراء/);
    // Nothing is sent until the admin asks.
    expect(imports(requests)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Check file' })).toBeEnabled();
  });

  it('checks the file (a dry run), listing each bad row by number, then imports it', async () => {
    const appended = vi.spyOn(FormData.prototype, 'append').mock.calls;
    const held = heldRequest();
    let dryRuns = 0;
    const { requests, user } = await openWithFile({
      'POST /api/admin/roster/import': (request) => {
        if (new URL(request.url).searchParams.get('dryRun') === 'true') {
          dryRuns += 1;
          return json(checked);
        }
        return held.route();
      },
    });

    await user.click(screen.getByRole('button', { name: 'Check file' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Checked 4 rows: 1 can be imported. Nothing was written: this was a check.',
    );
    const errors = screen.getByRole('table', { name: '3 rows have problems' });
    const errorRows = within(errors).getAllByRole('row').slice(1);
    expect(errorRows.map((row) => row.textContent)).toEqual([
      '3emailInvalid email address',
      '4emailGive an email or a mobile number',
      '5batchEnter a graduation year between 1940 and 2032',
    ]);
    const duplicates = screen.getByRole('table', { name: '1 row is already on the roster' });
    expect(within(duplicates).getAllByRole('row')[1]).toHaveTextContent('2anil.kumar@example.in');

    const [dryRun] = imports(requests);
    expect(dryRun!.method).toBe('POST');
    expect(new URL(dryRun!.url).search).toBe('?dryRun=true');
    // The chosen file goes up whole as the form's `file`. (jsdom's File loses its bytes on the
    // way through the test's Request, so the form is read where the screen fills it.)
    expect(appended).toHaveLength(1);
    const [field, sent] = appended[0]!;
    expect(field).toBe('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('alumni 2026.csv');
    expect(await (sent as File).text()).toBe(csv);
    expect(dryRun!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    await held.answer(json(imported));

    expect(await screen.findByText('Import finished')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('0 new people, 1 updated, of 4 rows.');
    expect(screen.queryByText(/Nothing was written/)).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: '3 rows have problems' })).toBeVisible();
    const [, real] = imports(requests);
    expect(imports(requests)).toHaveLength(2);
    expect(new URL(real!.url).search).toBe('?dryRun=false');
    expect(appended).toHaveLength(2);
    expect(await (appended[1]![1] as File).text()).toBe(csv);
    expect(dryRuns).toBe(1);
  });

  it('counts a row with two problems once', async () => {
    const { user } = await openWithFile({
      'POST /api/admin/roster/import': () =>
        json({
          rows: 2,
          imported: 0,
          updated: 0,
          errors: [
            { row: 3, field: 'email', message: 'Give an email or a mobile number' },
            { row: 3, field: 'batch', message: 'Enter a graduation year between 1940 and 2032' },
          ],
          duplicates: [],
        } satisfies RosterImportResult),
    });
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Checked 2 rows: 1 can be imported.',
    );
    expect(screen.getByRole('table', { name: '1 row has a problem' })).toBeVisible();
    expect(screen.queryByRole('table', { name: /already on the roster/ })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a file is refused', async () => {
    const { user } = await openWithFile({
      'POST /api/admin/roster/import': () =>
        json(
          {
            error: 'bad_request',
            message: 'The first row must name the columns: name, email, mobile, batch.',
          },
          { status: 400 },
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first row must name the columns: name, email, mobile, batch.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a 403 on the import as the server words it', async () => {
    const { user } = await openWithFile({
      'POST /api/admin/roster/import': () =>
        json({ error: 'forbidden', message: 'Only site admins may do this.' }, { status: 403 }),
    });
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only site admins may do this.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('invites one batch, or everyone, and says how many were queued', async () => {
    let queued = 12;
    const { requests } = stub({
      'POST /api/admin/roster/invite': () => json({ queued, skippedNoEmail: 0 }),
    });
    const { user } = renderRoute('/admin/roster');

    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    await user.type(within(invitations).getByLabelText(/^Only batch/), '2011');
    await user.click(within(invitations).getByRole('button', { name: 'Send invitations' }));
    expect(await within(invitations).findByText('12 invitations queued.')).toBeVisible();

    queued = 0;
    await user.clear(within(invitations).getByLabelText(/^Only batch/));
    await user.click(within(invitations).getByRole('button', { name: 'Send invitations' }));
    expect(
      await within(invitations).findByText(
        'Nobody to invite: everyone has an account or was invited this week.',
      ),
    ).toBeVisible();

    const sent = requests.filter((request) => request.method === 'POST');
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/admin/roster/invite',
      '/api/admin/roster/invite',
    ]);
    expect(await sent[0]!.json()).toEqual({ batch: 2011 });
    expect(await sent[1]!.json()).toEqual({});
  });

  it('lists those with only a mobile, each with a WhatsApp link and the invitation to copy', async () => {
    const rahul = mobileOnly('राहुल शर्मा', '+919825054321', 1998);
    const mohammed = mobileOnly('محمد علي', '+971501234567', 2011);
    const jayesh = mobileOnly('જયેશ પટેલ', '+447400123456', 2011);
    const { requests } = stub({
      'POST /api/admin/roster/invite': () => json({ queued: 3, skippedNoEmail: 2 }),
      'GET /api/admin/roster': (request) => {
        const query = new URL(request.url).searchParams;
        if (query.get('noEmail') !== 'true') return json(emptyRoster, { status: 400 });
        if (query.get('cursor') === 'c2')
          return json({ ...emptyRoster, items: [jayesh], total: 2 });
        if (query.get('batch') === '2011')
          return json({ ...emptyRoster, items: [mohammed], total: 2, nextCursor: 'c2' });
        return json({ items: [rahul, mohammed], nextCursor: null, total: 3 });
      },
    });
    const { user } = renderRoute('/admin/roster');

    const section = await screen.findByRole('region', { name: 'No email on the roster' });
    expect(await within(section).findByText('3 people')).toBeVisible();
    const people = within(section).getAllByRole('listitem');
    expect(people[0]).toHaveTextContent('राहुल शर्मा');
    expect(people[0]).toHaveTextContent('Batch 1998');
    expect(people[0]).toHaveTextContent('098250 54321');
    const whatsApp = within(people[0]!).getByRole('link', {
      name: 'Invite राहुल शर्मा on WhatsApp',
    });
    const href = new URL(whatsApp.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/919825054321');
    expect(href.searchParams.get('text')).toBe(
      `Hello राहुल शर्मा, you are invited to join St. Mary’s Alumni. Sign up with this link; your name and number are already filled in: ${rahul.signUpLink}`,
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(people[1]!).getByRole('link', { name: 'Invite محمد علي on WhatsApp' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/971501234567\?text=/));

    // Copying puts the same invitation on the clipboard.
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await user.click(
      within(people[1]!).getByRole('button', { name: 'Copy invitation for محمد علي' }),
    );
    expect(writeText).toHaveBeenCalledWith(
      `Hello محمد علي, you are invited to join St. Mary’s Alumni. Sign up with this link; your name and number are already filled in: ${mohammed.signUpLink}`,
    );
    expect(await within(people[1]!).findByRole('button', { name: 'Copied' })).toBeVisible();

    // The batch typed for the invitations narrows the list; more come a page at a time.
    const invitations = screen.getByRole('region', { name: 'Invitations' });
    await user.type(within(invitations).getByLabelText(/^Only batch/), '2011');
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    await user.click(within(section).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const asked = requests
      .filter((request) => new URL(request.url).pathname === '/api/admin/roster')
      .map((request) => new URL(request.url).search);
    expect(asked).toEqual([
      '?noEmail=true',
      '?noEmail=true&batch=2011',
      '?noEmail=true&batch=2011&cursor=c2',
    ]);

    // Sending says how many could not be emailed.
    await user.click(within(invitations).getByRole('button', { name: 'Send invitations' }));
    expect(
      await within(invitations).findByText(
        '3 invitations queued. 2 people on the roster have no email: invite them on WhatsApp below.',
      ),
    ).toBeVisible();
  });

  it('says when everyone can be emailed, and offers a retry when the list fails', async () => {
    let fail = true;
    stub({
      'GET /api/admin/roster': () =>
        fail ? json({ error: 'unavailable', message: 'Down' }, { status: 503 }) : json(emptyRoster),
    });
    const { user } = renderRoute('/admin/roster');

    const section = await screen.findByRole('region', { name: 'No email on the roster' });
    expect(
      await within(section).findByText(
        'Could not load the people without an email.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(
      await within(section).findByText('Everyone on the roster without an account has an email.'),
    ).toBeVisible();
  });

  it('shows the server’s reason when invitations fail', async () => {
    stub({
      'POST /api/admin/roster/invite': () =>
        json(
          { error: 'bad_request', message: 'Enter a graduation year between 1940 and 2032' },
          { status: 400 },
        ),
    });
    const { user } = renderRoute('/admin/roster');

    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    await user.type(within(invitations).getByLabelText(/^Only batch/), '1950');
    await user.click(within(invitations).getByRole('button', { name: 'Send invitations' }));

    expect(await within(invitations).findByRole('alert')).toHaveTextContent(
      'Enter a graduation year between 1940 and 2032',
    );
    expect(within(invitations).queryByText(/queued/)).not.toBeInTheDocument();
  });

  it('tells a member it is for site admins only, and asks nothing of the roster', async () => {
    const { requests } = stub({}, memberUser);
    renderRoute('/admin/roster');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site admins only' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Alumni roster' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/api/admin/'))).toBe(false);
  });

  it('sends a visitor to sign in', async () => {
    stubFetch({ 'GET /api/site': () => json(alumniSite) });
    const { router } = renderRoute('/admin/roster');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?next=%2Fadmin%2Froster'));
  });
});

import type { Opportunity, OpportunityPage } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, alumniSite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';

const backend: Opportunity = {
  _id: 'o-1',
  kind: 'job',
  title: 'Backend engineer',
  company: 'Kesari Fintech Labs',
  location: 'Pune',
  remote: true,
  description: 'Build the payments ledger with us.',
  applyUrl: 'https://careers.kesari.example/apply',
  applyEmail: null,
  status: 'published',
  expiresAt: '2026-12-31T18:29:59.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-20T10:00:00.000Z',
  postedBy: { _id: 'u-anaya', name: 'अनन्या शर्मा', batch: 2009 },
};
const hostile: Opportunity = {
  ...backend,
  _id: 'o-2',
  kind: 'referral',
  title: 'Referral: designer',
  remote: false,
  applyUrl: 'javascript:alert(1)',
  applyEmail: 'jobs@tarang.example',
  postedBy: { _id: 'u-jayesh', name: 'જયેશ પટેલ', batch: null },
};

const page = (items: Opportunity[], nextCursor: string | null = null): OpportunityPage => ({
  items,
  nextCursor,
});

function stub(routes: FetchRoutes, user = memberUser) {
  return stubSignedIn(user, routes, alumniSite);
}

beforeAll(async () => {
  await import('./opportunities-route');
});

describe('opportunities', () => {
  it('lists open posts with who posted them, and links only to safe addresses', async () => {
    stub({ 'GET /api/opportunities': () => json(page([backend, hostile])) });
    renderRoute('/opportunities');
    const list = await screen.findByRole('list', { name: 'Open opportunities' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Backend engineer' })).toBeVisible();
    expect(within(first!).getByText('Kesari Fintech Labs · Pune')).toBeVisible();
    expect(within(first!).getByText('Remote possible')).toBeVisible();
    expect(within(first!).getByText(/Posted by अनन्या शर्मा, batch of 2009/)).toBeVisible();
    expect(within(first!).getByRole('link', { name: 'Apply online' })).toHaveAttribute(
      'href',
      'https://careers.kesari.example/apply',
    );
    // A javascript: address never becomes a link; the email does.
    expect(within(second!).queryByRole('link', { name: 'Apply online' })).not.toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: /Apply by email/ })).toHaveAttribute(
      'href',
      'mailto:jobs@tarang.example',
    );
    expect(screen.getByText('That is every open opportunity.')).toBeVisible();
  });

  it('filters by kind, words, place and remote, and says when nothing matches', async () => {
    const { requests } = stub({
      'GET /api/opportunities': (request) =>
        json(page(new URL(request.url).searchParams.has('kind') ? [] : [backend])),
    });
    const { user } = renderRoute('/opportunities');
    await screen.findByRole('heading', { name: 'Backend engineer' });
    await user.type(screen.getByRole('searchbox', { name: /^Search/ }), 'ledger');
    await user.type(screen.getByRole('searchbox', { name: /^Location/ }), 'Pune');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Remote' }), 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'internship');
    await waitFor(() => {
      const last = new URL(requests.at(-1)!.url).searchParams;
      expect(Object.fromEntries(last)).toMatchObject({
        q: 'ledger',
        location: 'Pune',
        remote: 'true',
        kind: 'internship',
      });
    });
    // Looked up afresh each try: the typed words' debounced search may redraw the list once more
    // after the first empty answer (a busy machine saw the first copy replaced).
    await waitFor(() => expect(screen.getByText('Nothing matches')).toBeVisible());
  });

  it('shows an empty state, and an error with a retry', async () => {
    let fail = true;
    stub({
      'GET /api/opportunities': () =>
        fail
          ? json({ error: 'internal', message: 'Something went wrong' }, { status: 500 })
          : json(page([])),
    });
    const { user } = renderRoute('/opportunities');
    expect(await screen.findByText('Could not load opportunities')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No open opportunities yet')).toBeVisible();
  });

  it('posts with the contract’s checks, then shows the post among one’s own', async () => {
    const posted: Opportunity = { ...backend, _id: 'o-new', status: 'pending', publishedAt: null };
    const { requests } = stub({
      'GET /api/opportunities': () => json(page([])),
      'POST /api/opportunities': () => json(posted, { status: 201 }),
      'GET /api/opportunities/mine': () => json(page([posted])),
    });
    const { user } = renderRoute('/opportunities?tab=post');
    const form = await screen.findByRole('form', { name: 'Post an opportunity' });
    await user.type(within(form).getByLabelText(/^Title/), 'Backend engineer');
    await user.type(within(form).getByLabelText(/^Company/), 'Kesari Fintech Labs');
    await user.type(within(form).getByLabelText(/^Location/), 'Pune');
    await user.type(within(form).getByLabelText(/^Description/), 'Build the payments ledger.');
    await user.type(within(form).getByLabelText(/^Apply at/), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    expect(
      await within(form).findByText('Enter a web address starting with http:// or https://'),
    ).toBeVisible();
    await user.clear(within(form).getByLabelText(/^Apply at/));
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    expect(
      await within(form).findByText('Give a web address or an email address to apply to'),
    ).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText(/^Apply by email/), 'jobs@kesari.example');
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    expect(
      await screen.findByText('Posted. A site admin will look at it before other members see it.'),
    ).toBeVisible();
    const post = requests.find((request) => request.method === 'POST');
    expect(await post?.json()).toMatchObject({
      kind: 'job',
      title: 'Backend engineer',
      applyEmail: 'jobs@kesari.example',
      remote: false,
    });
    const mine = await screen.findByRole('list', { name: 'My posts' });
    expect(within(mine).getByText('Waiting for a site admin')).toBeVisible();
    expect(within(mine).getByRole('button', { name: 'Close: Backend engineer' })).toBeVisible();
  });

  it('saves alerts, refusing none of the kinds', async () => {
    const { requests } = stub({
      'GET /api/opportunities/alerts': () =>
        json({ kinds: ['job', 'internship', 'referral'], frequency: 'off' }),
      'PUT /api/opportunities/alerts': () =>
        json({ kinds: ['internship'], location: 'Pune', frequency: 'weekly' }),
    });
    const { user } = renderRoute('/opportunities?tab=alerts');
    const form = await screen.findByRole('form', { name: 'Email alerts' });
    await user.click(within(form).getByRole('radio', { name: 'Weekly' }));
    for (const kind of ['Job', 'Internship', 'Referral'])
      await user.click(within(form).getByRole('checkbox', { name: kind }));
    await user.click(within(form).getByRole('button', { name: 'Save alerts' }));
    expect(await within(form).findByText('Choose at least one kind of post')).toBeVisible();
    await user.click(within(form).getByRole('checkbox', { name: 'Internship' }));
    await user.type(within(form).getByLabelText(/^Location/), 'Pune');
    await user.click(within(form).getByRole('button', { name: 'Save alerts' }));
    expect(await screen.findByText('Alerts saved.')).toBeVisible();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toEqual({
      kinds: ['internship'],
      q: '',
      location: 'Pune',
      frequency: 'weekly',
    });
  });

  it('gives site admins the moderation queue, and members no such tab', async () => {
    const waiting: Opportunity = { ...backend, status: 'pending', publishedAt: null };
    const { requests } = stub(
      {
        'GET /api/opportunities': () => json(page([])),
        'GET /api/opportunities/pending': () => json(page([waiting])),
        'POST /api/opportunities/o-1/publish': () => json({ ...waiting, status: 'published' }),
      },
      adminUser,
    );
    const { user } = renderRoute('/opportunities?tab=moderation');
    const queue = await screen.findByRole('list', { name: 'Waiting for moderation' });
    await user.click(within(queue).getByRole('button', { name: 'Publish: Backend engineer' }));
    expect(await screen.findByText('Published. The poster has been told by email.')).toBeVisible();
    expect(requests.some((request) => request.url.endsWith('/o-1/publish'))).toBe(true);
  });

  it('shows no moderation tab to a member', async () => {
    stub({ 'GET /api/opportunities': () => json(page([])) });
    renderRoute('/opportunities?tab=moderation');
    expect(await screen.findByRole('tab', { name: 'Find' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('tells a member still waiting for approval why they see no posts', async () => {
    const { requests } = stub({}, { ...memberUser, membershipStatus: 'pending' });
    renderRoute('/opportunities');
    expect(await screen.findByText(/waiting for approval/i)).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Find' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/api/opportunities'))).toBe(false);
  });
});

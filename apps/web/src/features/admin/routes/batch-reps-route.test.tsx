import type { BatchPage, DirectoryCard, DirectoryPage } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, alumniSite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { heldRequest, json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

const member = (id: string, name: string): DirectoryCard => ({
  _id: id,
  name,
  imageUrl: null,
  batch: 2011,
  course: null,
});
const jayesh = member('5b0c3a7e-1f2d-4c1e-9a51-0d6f1e2a3b01', 'જયેશ પટેલ');
const sunita = member('5b0c3a7e-1f2d-4c1e-9a51-0d6f1e2a3b02', 'सुनीता वर्मा');
const fatima = member('5b0c3a7e-1f2d-4c1e-9a51-0d6f1e2a3b03', 'فاطمة الزهراء');
const chloe = member('5b0c3a7e-1f2d-4c1e-9a51-0d6f1e2a3b04', 'Chloé Lefèvre');

const batches = [
  { batch: 2009, members: 41 },
  { batch: 2011, members: 57 },
  { batch: 2015, members: 12 },
];
const batchPage = (reps: DirectoryCard[]): BatchPage => ({
  batch: 2011,
  members: 57,
  newThisMonth: 2,
  reps,
});
const found = (items: DirectoryCard[]): DirectoryPage => ({
  items,
  nextCursor: null,
  total: items.length,
});

function stub(routes: FetchRoutes, user = adminUser) {
  return stubSignedIn(
    user,
    {
      'GET /api/batches': () => json(batches),
      'GET /api/directory': (request) =>
        json(
          new URL(request.url).searchParams.get('q') === 'فاطمة'
            ? found([fatima])
            : found([jayesh, sunita, chloe]),
        ),
      ...routes,
    },
    alumniSite,
  );
}

const representatives = () => screen.getByRole('combobox', { name: /^Representatives/ });
/** The chosen representatives, as the pills show them. */
const pills = () =>
  Array.from(
    representatives().closest('.mantine-MultiSelect-root')!.querySelectorAll('.mantine-Pill-label'),
  ).map((pill) => pill.textContent);

async function chooseBatch(user: ReturnType<typeof renderRoute>['user'], label: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Batch' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

beforeAll(async () => {
  await import('./batch-reps-route');
});

describe('batch representatives', () => {
  it('lists the batches, newest first, and shows a chosen batch’s representatives', async () => {
    const held = heldRequest();
    stub({ 'GET /api/batches/2011': held.route });
    const { user } = renderRoute('/admin/batch-reps');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Batch representatives' }),
    ).toBeVisible();
    await user.click(await screen.findByRole('combobox', { name: 'Batch' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Batch of 2015',
      'Batch of 2011',
      'Batch of 2009',
    ]);
    await user.click(screen.getByRole('option', { name: 'Batch of 2011' }));

    expect(await screen.findByText('Loading the batch')).toBeInTheDocument();
    await held.answer(json(batchPage([jayesh, sunita])));
    await waitFor(() => expect(pills()).toEqual(['જયેશ પટેલ', 'सुनीता वर्मा']));
    expect(screen.queryByText('No representatives yet.')).not.toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save representatives' })).toBeDisabled();
  });

  it('says when a batch has no representatives', async () => {
    stub({ 'GET /api/batches/2011': () => json(batchPage([])) });
    const { user } = renderRoute('/admin/batch-reps');
    await chooseBatch(user, 'Batch of 2011');

    expect(await screen.findByText('No representatives yet.')).toBeVisible();
    expect(pills()).toEqual([]);
  });

  it('names a representative found by a search in their own script', async () => {
    const { requests, user } = {
      ...stub({
        'GET /api/batches/2011': () => json(batchPage([jayesh])),
        'PUT /api/batches/2011/reps': () => json({ message: 'Saved' }),
      }),
      ...renderRoute('/admin/batch-reps'),
    };
    await chooseBatch(user, 'Batch of 2011');
    await waitFor(() => expect(pills()).toEqual(['જયેશ પટેલ']));

    await user.type(representatives(), 'فاطمة');
    await user.click(await screen.findByRole('option', { name: 'فاطمة الزهراء' }));
    expect(pills()).toEqual(['જયેશ પટેલ', 'فاطمة الزهراء']);
    const search = requests.find(
      (request) => new URL(request.url).searchParams.get('q') === 'فاطمة',
    );
    expect(new URL(search!.url).pathname).toBe('/api/directory');
    expect(new URL(search!.url).searchParams.get('batch')).toBe('2011');

    await user.click(screen.getByRole('button', { name: 'Save representatives' }));

    expect(await screen.findByText('Representatives of batch 2011 saved.')).toBeInTheDocument();
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(new URL(puts[0]!.url).pathname).toBe('/api/batches/2011/reps');
    expect(await puts[0]!.json()).toEqual({ userIds: [jayesh._id, fatima._id] });
  });

  it('removes a representative from the keyboard and saves the rest', async () => {
    let reps = [jayesh, chloe];
    const { requests, user } = {
      ...stub({
        'GET /api/batches/2011': () => json(batchPage(reps)),
        'PUT /api/batches/2011/reps': () => {
          reps = [jayesh];
          return json({ message: 'Saved' });
        },
      }),
      ...renderRoute('/admin/batch-reps'),
    };
    await chooseBatch(user, 'Batch of 2011');
    await waitFor(() => expect(pills()).toEqual(['જયેશ પટેલ', 'Chloé Lefèvre']));

    await user.click(representatives());
    await user.keyboard('{Backspace}');
    expect(pills()).toEqual(['જયેશ પટેલ']);
    await user.click(screen.getByRole('button', { name: 'Save representatives' }));

    expect(await screen.findByText('Representatives of batch 2011 saved.')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put!.json()).toEqual({ userIds: [jayesh._id] });
    // Saved: the batch page is asked again and nothing is left to save.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save representatives' })).toBeDisabled(),
    );
    expect(pills()).toEqual(['જયેશ પટેલ']);
  });

  it('shows the server’s reason when saving fails, and keeps the choice', async () => {
    const { user } = {
      ...stub({
        'GET /api/batches/2011': () => json(batchPage([sunita])),
        'PUT /api/batches/2011/reps': () =>
          json(
            {
              error: 'bad_request',
              message: 'Every representative must be a member of the batch.',
            },
            { status: 400 },
          ),
      }),
      ...renderRoute('/admin/batch-reps'),
    };
    await chooseBatch(user, 'Batch of 2011');
    await waitFor(() => expect(pills()).toEqual(['सुनीता वर्मा']));
    await user.click(representatives());
    await user.click(await screen.findByRole('option', { name: 'Chloé Lefèvre' }));
    await user.click(screen.getByRole('button', { name: 'Save representatives' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Every representative must be a member of the batch.',
    );
    expect(pills()).toEqual(['सुनीता वर्मा', 'Chloé Lefèvre']);
    expect(screen.queryByText(/saved\.$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save representatives' })).toBeEnabled();
  });

  it('explains a failed load of the batches and tries again', async () => {
    let calls = 0;
    stub({
      'GET /api/batches': () => {
        calls += 1;
        return calls === 1
          ? json({ error: 'unavailable', message: 'The database is restarting.' }, { status: 503 })
          : json(batches);
      },
    });
    const { user } = renderRoute('/admin/batch-reps');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the batches');
    expect(alert).toHaveTextContent('The database is restarting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('combobox', { name: 'Batch' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a failed load of one batch and tries again', async () => {
    let calls = 0;
    stub({
      'GET /api/batches/2011': () => {
        calls += 1;
        return calls === 1
          ? json({ error: 'unavailable', message: 'The database is restarting.' }, { status: 503 })
          : json(batchPage([jayesh]));
      },
    });
    const { user } = renderRoute('/admin/batch-reps');
    await chooseBatch(user, 'Batch of 2011');

    // Loading is not saving: the title says what failed.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the batch');
    expect(alert).not.toHaveTextContent('Could not save');
    expect(alert).toHaveTextContent('The database is restarting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(pills()).toEqual(['જયેશ પટેલ']));
  });

  it('shows a 403 on saving as the server words it', async () => {
    const { user } = {
      ...stub({
        'GET /api/batches/2011': () => json(batchPage([])),
        'PUT /api/batches/2011/reps': () =>
          json({ error: 'forbidden', message: 'Only site admins may do this.' }, { status: 403 }),
      }),
      ...renderRoute('/admin/batch-reps'),
    };
    await chooseBatch(user, 'Batch of 2011');
    await user.click(await screen.findByRole('combobox', { name: /^Representatives/ }));
    await user.click(await screen.findByRole('option', { name: 'सुनीता वर्मा' }));
    await user.click(screen.getByRole('button', { name: 'Save representatives' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only site admins may do this.');
  });

  it('tells a member it is for site admins only, and asks nothing of the batches', async () => {
    const { requests } = stub({}, memberUser);
    renderRoute('/admin/batch-reps');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site admins only' }),
    ).toBeVisible();
    expect(requests.some((request) => request.url.includes('/api/batches'))).toBe(false);
  });

  it('sends a visitor to sign in', async () => {
    stubFetch({ 'GET /api/site': () => json(alumniSite) });
    const { router } = renderRoute('/admin/batch-reps');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?next=%2Fadmin%2Fbatch-reps'));
  });
});

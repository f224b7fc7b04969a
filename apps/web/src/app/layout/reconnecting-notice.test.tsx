import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-provider';
import { apiRequest } from '../../lib/api-client';
import { readToken, storageKeys } from '../../lib/storage';
import { json, stubFetch } from '../../testing/stub-fetch';
import { ReconnectingNotice } from './reconnecting-notice';

const unavailable = () =>
  json(
    { error: 'unavailable', message: 'The portal cannot reach its database just now.' },
    { status: 503, headers: { 'Retry-After': '2' } },
  );

function renderNotice() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <ReconnectingNotice checkEveryMs={20} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { invalidate };
}

describe('the "Reconnecting…" notice', () => {
  it('shows while the database is away, keeps the session, and goes when the server is back', async () => {
    window.localStorage.setItem(storageKeys.token, 'a-member-session-token');
    let healthy = false;
    stubFetch({
      'GET /api/profile/profile': unavailable,
      'GET /api/health': () => json({}, { status: healthy ? 200 : 503 }),
    });
    const { invalidate } = renderNotice();
    expect(screen.queryByRole('status')).toBeNull();

    await expect(apiRequest('/api/profile/profile', undefined)).rejects.toMatchObject({
      status: 503,
      code: 'unavailable',
      retryAfterSeconds: 2,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Reconnecting…');
    expect(readToken()).toBe('a-member-session-token'); // no forced sign-out

    healthy = true;
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(invalidate).toHaveBeenCalled(); // the screens refetch what they show
  });

  it('shows for an answer from a last good copy, and goes with the next fresh one', async () => {
    let stale = true;
    stubFetch({
      'GET /api/events': () =>
        json([], { headers: stale ? { 'X-Portal-Stale': 'database-unavailable' } : {} }),
      'GET /api/health': () => json({}, { status: 503 }),
    });
    renderNotice();
    await act(() => apiRequest('/api/events', undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    stale = false;
    await act(() => apiRequest('/api/events', undefined));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

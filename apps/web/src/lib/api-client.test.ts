import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../testing/stub-fetch';
import { ApiError, apiRequest, apiRequestWithHeaders } from './api-client';
import { storageKeys } from './storage';

const itemSchema = z.object({ id: z.string() });

describe('apiRequest', () => {
  it('returns the validated body and sends JSON on this origin', async () => {
    const { requests } = stubFetch({ 'POST /api/items': () => json({ id: 'a1', extra: true }) });

    const item = await apiRequest('/api/items', itemSchema, { method: 'POST', body: { n: 1 } });

    expect(item).toEqual({ id: 'a1' });
    const [request] = requests;
    expect(request?.url).toBe(`${window.location.origin}/api/items`);
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(await request?.json()).toEqual({ n: 1 });
    expect(request?.headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as a bearer token', async () => {
    window.localStorage.setItem(storageKeys.token, 't0k3n');
    const { requests } = stubFetch({ 'GET /api/items/a1': () => json({ id: 'a1' }) });

    await apiRequest('/api/items/a1', itemSchema);

    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer t0k3n');
  });

  it("throws an ApiError carrying the status and the server's message", async () => {
    stubFetch({
      'POST /api/items': () =>
        json(
          { error: 'validation', message: 'Check the form.', fields: { id: 'Required' } },
          { status: 400 },
        ),
    });

    const error = await apiRequest('/api/items', itemSchema, { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Check the form.',
      fields: { id: 'Required' },
    });
  });

  it('explains an error without a JSON body', async () => {
    stubFetch({
      'GET /api/items': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });

    await expect(apiRequest('/api/items', itemSchema)).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'The server could not complete the request (HTTP 502).',
    });
  });

  it('reports an unreachable server clearly', async () => {
    stubFetch({
      'GET /api/items': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await expect(apiRequest('/api/items', itemSchema)).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  // Tests run with DEV set, as `vite dev` does; a production build skips this check (ADR 20).
  it('rejects a response that does not match the schema', async () => {
    stubFetch({ 'GET /api/items': () => json({ name: 'no id' }) });

    await expect(apiRequest('/api/items', itemSchema)).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('rejects a successful response that is not JSON, with or without a schema', async () => {
    stubFetch({ 'GET /api/items': () => new Response('<html>Sign in to the Wi-Fi</html>') });

    await expect(apiRequest('/api/items', itemSchema)).rejects.toMatchObject({
      code: 'invalid_response',
    });
    await expect(apiRequest('/api/items', undefined)).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('lets a cancelled request reject as an abort, not as an API error', async () => {
    const controller = new AbortController();
    stubFetch({
      'GET /api/items': () => {
        controller.abort();
        throw new DOMException('Aborted', 'AbortError');
      },
    });

    const error = await apiRequest('/api/items', itemSchema, { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('forgets the stored session when the server no longer accepts it', async () => {
    window.localStorage.setItem(storageKeys.token, 'revoked-token');
    window.localStorage.setItem(storageKeys.isLoggedIn, 'true');
    window.localStorage.setItem(storageKeys.isAdmin, 'true');
    stubFetch({
      'GET /api/items': () =>
        json({ error: 'unauthorized', message: 'Please sign in to continue.' }, { status: 401 }),
    });

    await expect(apiRequest('/api/items', itemSchema)).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.isLoggedIn)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.isAdmin)).toBeNull();
  });

  it('keeps the session on a 401 that is about something else (a wrong password)', async () => {
    window.localStorage.setItem(storageKeys.token, 'live-token');
    stubFetch({
      'POST /api/items': () =>
        json({ error: 'invalid_credentials', message: 'Invalid.' }, { status: 401 }),
    });

    await expect(
      apiRequest('/api/items', itemSchema, { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(storageKeys.token)).toBe('live-token');
  });

  it('sends FormData as multipart, leaving the content type to the browser', async () => {
    const { requests } = stubFetch({ 'POST /api/items': () => json({ id: 'p1' }) });
    const body = new FormData();
    body.append('picture', new Blob(['x'], { type: 'image/png' }), 'me.png');

    await apiRequest('/api/items', itemSchema, { method: 'POST', body });

    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('apiRequestWithHeaders', () => {
  it('returns the validated body with the response headers, such as a page cursor', async () => {
    stubFetch({
      'GET /api/items': () => json([{ id: 'a1' }], { headers: { 'X-Next-Cursor': 'c-2' } }),
    });

    const { data, headers } = await apiRequestWithHeaders('/api/items', z.array(itemSchema));

    expect(data).toEqual([{ id: 'a1' }]);
    expect(headers.get('X-Next-Cursor')).toBe('c-2');
  });

  it('fails the same way as apiRequest', async () => {
    stubFetch({
      'GET /api/items': () => json({ error: 'down', message: 'Resting.' }, { status: 503 }),
    });

    await expect(apiRequestWithHeaders('/api/items', itemSchema)).rejects.toMatchObject({
      status: 503,
      message: 'Resting.',
    });
  });
});

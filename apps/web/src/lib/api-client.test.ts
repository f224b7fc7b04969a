import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../testing/stub-fetch';
import { ApiError, apiRequest } from './api-client';
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

  it('rejects a response that does not match the schema', async () => {
    stubFetch({ 'GET /api/items': () => json({ name: 'no id' }) });

    await expect(apiRequest('/api/items', itemSchema)).rejects.toMatchObject({
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
});

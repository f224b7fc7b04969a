import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listNow, renderedNowKey } from './get-event-lists';

describe('the event lists’ “now”', () => {
  const at = Date.parse('2026-11-26T10:15:42.123Z');

  it('is the minute the screen opens in', () => {
    expect(listNow(new QueryClient(), at)).toBe('2026-11-26T10:15:00.000Z');
  });

  it('is the server render’s when that was a moment ago, so the preview’s lists are found', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(renderedNowKey, '2026-11-26T10:14:00.000Z');
    expect(listNow(queryClient, at)).toBe('2026-11-26T10:14:00.000Z');
  });

  it('is the screen’s own when the render’s is old (a page kept through an outage)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(renderedNowKey, '2026-11-26T09:00:00.000Z');
    expect(listNow(queryClient, at)).toBe('2026-11-26T10:15:00.000Z');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleWebVitals } from './schedule-web-vitals';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
});

const currentPage = () => '/';

describe('scheduleWebVitals', () => {
  it('starts collecting on a sampled page load once the page is idle', async () => {
    const start = vi.fn(async () => undefined);
    scheduleWebVitals({ sampleRate: async () => 0.1, currentPage, random: () => 0.05, start });
    expect(start).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(start).toHaveBeenCalledWith(currentPage);
  });

  it('leaves page loads outside the sample alone', async () => {
    const start = vi.fn(async () => undefined);
    scheduleWebVitals({ sampleRate: async () => 0.1, currentPage, random: () => 0.1, start });
    await vi.runAllTimersAsync();
    expect(start).not.toHaveBeenCalled();
  });

  it('measures nobody who sends Do Not Track, and nothing when the rate is unknown', async () => {
    const start = vi.fn(async () => undefined);
    const sampleRate = vi.fn(async () => 1);
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    scheduleWebVitals({ sampleRate, currentPage, start });
    await vi.runAllTimersAsync();
    expect(sampleRate).not.toHaveBeenCalled();

    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    scheduleWebVitals({
      sampleRate: () => Promise.reject(new Error('offline')),
      currentPage,
      start,
    });
    await vi.runAllTimersAsync();
    expect(start).not.toHaveBeenCalled();
  });
});

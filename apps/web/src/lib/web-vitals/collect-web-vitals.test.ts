import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectWebVitals, type MeasuredMetric, type MetricSource } from './collect-web-vitals';

/** Stand-ins for web-vitals' on… functions: the test decides when each metric is reported. */
function fakeSources() {
  const reporters: ((metric: MeasuredMetric) => void)[] = [];
  const source: MetricSource = (report) => void reporters.push(report);
  return {
    sources: [source],
    report: (name: MeasuredMetric['name'], value: number) =>
      reporters.forEach((report) => report({ name, value })),
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

function stubBeacon(accepts = true) {
  const sendBeacon = vi.fn((_url: string | URL, _body?: BodyInit | null) => accepts);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  return sendBeacon;
}

const bodies = (beacon: ReturnType<typeof stubBeacon>) =>
  beacon.mock.calls.map(([, body]) => JSON.parse(String(body)) as Record<string, unknown>);

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  setVisibility('visible');
});

describe('collectWebVitals', () => {
  it("sends the page view's metrics in one beacon when the page is hidden", () => {
    const beacon = stubBeacon();
    const { sources, report } = fakeSources();
    stop = collectWebVitals({ endpoint: '/api/vitals', currentPage: () => '/team', sources });

    report('TTFB', 123.456);
    report('LCP', 1834.7);
    report('CLS', 0.123456);
    expect(beacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('/api/vitals');
    const [body] = bodies(beacon);
    expect(body).toEqual({
      page: '/team',
      view: expect.stringMatching(/^[0-9a-f]{32}$/),
      metrics: [
        { name: 'TTFB', value: 123 },
        { name: 'LCP', value: 1835 },
        { name: 'CLS', value: 0.1235 },
      ],
    });
  });

  it('sends what changed after the visitor came back, under the same view id', () => {
    const beacon = stubBeacon();
    const { sources, report } = fakeSources();
    stop = collectWebVitals({ endpoint: '/api/vitals', currentPage: () => '/', sources });
    report('LCP', 900);
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    report('INP', 240);
    window.dispatchEvent(new Event('pagehide'));
    const [first, second] = bodies(beacon);
    expect(second).toEqual({
      page: '/',
      view: first?.view,
      metrics: [{ name: 'INP', value: 240 }],
    });
  });

  it('drops values the server would refuse', () => {
    const beacon = stubBeacon();
    const { sources, report } = fakeSources();
    stop = collectWebVitals({ endpoint: '/api/vitals', currentPage: () => '/', sources });
    report('CLS', 42);
    report('LCP', -5);
    setVisibility('hidden');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when the beacon is refused', () => {
    stubBeacon(false);
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const { sources, report } = fakeSources();
    stop = collectWebVitals({ endpoint: '/api/vitals', currentPage: () => '/events', sources });
    report('FCP', 700);
    setVisibility('hidden');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/vitals',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });

  it('starts a new page view when the page comes back from the back/forward cache', () => {
    const beacon = stubBeacon();
    const { sources, report } = fakeSources();
    let page = '/events';
    stop = collectWebVitals({ endpoint: '/api/vitals', currentPage: () => page, sources });
    report('LCP', 1000);
    window.dispatchEvent(new Event('pagehide'));
    page = '/event-details/:id';
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    report('LCP', 50);
    window.dispatchEvent(new Event('pagehide'));
    const [before, after] = bodies(beacon);
    expect(after).toMatchObject({
      page: '/event-details/:id',
      metrics: [{ name: 'LCP', value: 50 }],
    });
    expect(after?.view).not.toBe(before?.view);
  });
});

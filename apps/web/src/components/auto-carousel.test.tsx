import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n-provider';
import { useLanguageInTest } from '../testing/language';
import { AutoCarousel } from './auto-carousel';

const colours = ['Red', 'Green', 'Blue'];

function renderCarousel(props: { interval?: number; autoPlay?: boolean } = {}) {
  // fireEvent rather than user-event: the latter waits on timers, which are fake here.
  return render(
    <I18nProvider>
      <MantineProvider env="test">
        <AutoCarousel
          label="Colours"
          items={colours}
          renderItem={(colour) => <p>{colour}</p>}
          {...props}
        />
        <button type="button">Elsewhere</button>
      </MantineProvider>
    </I18nProvider>,
  );
}

/** The one slide assistive technology can see, and its text. */
function currentSlide() {
  const [slide, ...others] = screen.getAllByRole('group');
  expect(others).toHaveLength(0);
  return slide!;
}

function advance(ms: number) {
  act(() => void vi.advanceTimersByTime(ms));
}

function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

function focus(name: string) {
  act(() => screen.getByRole('button', { name }).focus());
}

function preferReducedMotion() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion'),
  }));
}

describe('AutoCarousel', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('is a labelled carousel exposing only the current slide, named "n of m"', () => {
    renderCarousel();

    const region = screen.getByRole('region', { name: 'Colours' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentSlide()).toHaveTextContent('Red');
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  it('advances every 5 seconds by default and wraps around', () => {
    renderCarousel();

    advance(4999);
    expect(currentSlide()).toHaveTextContent('Red');
    advance(1);
    expect(currentSlide()).toHaveTextContent('Green');
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Blue');
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('uses the given interval', () => {
    renderCarousel({ interval: 3000 });

    advance(3000);
    expect(currentSlide()).toHaveTextContent('Green');
  });

  it('moves with the previous and next buttons, wrapping at both ends', () => {
    renderCarousel();

    click('Previous slide');
    expect(currentSlide()).toHaveTextContent('Blue');
    click('Next slide');
    expect(currentSlide()).toHaveTextContent('Red');
    click('Next slide');
    expect(currentSlide()).toHaveTextContent('Green');
  });

  it('gives a full interval after a manual move', () => {
    renderCarousel();

    advance(4000);
    click('Next slide');
    advance(4000);
    expect(currentSlide()).toHaveTextContent('Green');
    advance(1000);
    expect(currentSlide()).toHaveTextContent('Blue');
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', () => {
    renderCarousel();

    focus('Previous slide');
    advance(20_000);
    expect(currentSlide()).toHaveTextContent('Red');

    focus('Elsewhere');
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Green');
  });

  it('pauses while the mouse is over it', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Colours' });

    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    advance(10_000);
    expect(currentSlide()).toHaveTextContent('Red');

    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Green');
  });

  it('can be stopped and started with its own button', () => {
    renderCarousel();

    click('Stop automatic slide show');
    advance(20_000);
    expect(currentSlide()).toHaveTextContent('Red');

    click('Start automatic slide show');
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Green');
  });

  it('does not rotate on its own when the viewer prefers reduced motion', () => {
    preferReducedMotion();
    renderCarousel();

    advance(20_000);
    expect(currentSlide()).toHaveTextContent('Red');
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('changes slide on a touch swipe of at least 40 px, either way', () => {
    renderCarousel({ autoPlay: false });
    const viewport = currentSlide().parentElement!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: from, clientY: 100 });
      fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: to, clientY: 100 });
    };

    swipe(200, 161);
    expect(currentSlide()).toHaveTextContent('Red');
    swipe(200, 160);
    expect(currentSlide()).toHaveTextContent('Green');
    swipe(100, 150);
    expect(currentSlide()).toHaveTextContent('Red');
    swipe(100, 140);
    expect(currentSlide()).toHaveTextContent('Blue');
  });

  it('shows a single slide without controls or rotation', () => {
    render(
      <I18nProvider>
        <MantineProvider env="test">
          <AutoCarousel label="One">
            <p>Only</p>
          </AutoCarousel>
        </MantineProvider>
      </I18nProvider>,
    );

    expect(screen.getByRole('group', { name: '1 of 1' })).toHaveTextContent('Only');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names its slides and buttons in the reader’s language', async () => {
    vi.useRealTimers();
    await useLanguageInTest('hi');
    renderCarousel();

    expect(currentSlide()).toHaveAccessibleName('3 में से 1');
    expect(screen.getByRole('button', { name: 'अगली स्लाइड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्लाइड शो रोकें' })).toBeInTheDocument();
  });
});

import { ActionIcon, Group } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import {
  Children,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useT } from '../i18n/i18n-provider';
import { carouselMessages } from './auto-carousel.messages';
import classes from './auto-carousel.module.css';

/** Spec §9: the default rotation interval and the swipe distance that changes slide. */
export const defaultCarouselInterval = 5000;
export const swipeThreshold = 40;

interface CarouselOptions {
  /** Names the carousel region, e.g. "Summer Cup photos". */
  label: string;
  /** Milliseconds between automatic advances. */
  interval?: number;
  /** Rotate on its own (never under prefers-reduced-motion). */
  autoPlay?: boolean;
  /** The slide shown first. */
  initialIndex?: number;
  /** Buttons over the slides (photos) or in a row beneath them (cards with text). */
  controls?: 'overlay' | 'below';
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

type SlideSource<T> =
  | { children: ReactNode; items?: undefined; renderItem?: undefined }
  | {
      items: readonly T[];
      renderItem: (item: T, index: number) => ReactNode;
      children?: undefined;
    };

export type AutoCarouselProps<T> = CarouselOptions & SlideSource<T>;

/**
 * A rotating set of slides following the WAI-ARIA carousel pattern: a labelled region, slides
 * named "n of m" of which only the current one is exposed, previous/next buttons, a stop button,
 * and rotation that pauses while the pointer or keyboard focus is inside it.
 */
export function AutoCarousel<T>({
  label,
  interval = defaultCarouselInterval,
  autoPlay = true,
  initialIndex = 0,
  controls = 'overlay',
  previousLabel,
  nextLabel,
  className,
  ...source
}: AutoCarouselProps<T>) {
  const t = useT();
  const slides = source.items
    ? source.items.map((item, index) => source.renderItem(item, index))
    : Children.toArray(source.children);
  const count = slides.length;
  const [index, setIndex] = useState(initialIndex);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const slidesId = useId();

  const current = count === 0 ? 0 : ((index % count) + count) % count;
  const canRotate = autoPlay && !reducedMotion && count > 1;
  const rotating = canRotate && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    // Restarted on every change of slide, so a manual move gets a full interval too.
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, interval, current, count]);

  const go = (step: number) => setIndex((value) => (((value + step) % count) + count) % count);

  function onPointerDown(event: PointerEvent) {
    // A mouse drag would fight with clicking links and selecting text; swipes are for touch.
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= swipeThreshold && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  const arrow = (step: 1 | -1) => (
    <ActionIcon
      variant="default"
      radius="xl"
      size="lg"
      aria-label={
        step === 1
          ? (nextLabel ?? t(carouselMessages.next))
          : (previousLabel ?? t(carouselMessages.previous))
      }
      aria-controls={slidesId}
      className={
        controls === 'overlay'
          ? `${classes.overlayControl} ${step === 1 ? classes.next : classes.previous}`
          : undefined
      }
      onClick={() => go(step)}
    >
      {step === 1 ? (
        <IconChevronRight size={20} aria-hidden />
      ) : (
        <IconChevronLeft size={20} aria-hidden />
      )}
    </ActionIcon>
  );

  const dots = (
    <div className={classes.dots} aria-hidden>
      {slides.map((_, slide) => (
        <span key={slide} className={classes.dot} data-active={slide === current || undefined} />
      ))}
    </div>
  );

  const pause = canRotate && (
    <ActionIcon
      variant="default"
      radius="xl"
      size="sm"
      className={classes.pause}
      aria-label={t(stopped ? carouselMessages.start : carouselMessages.stop)}
      onClick={() => setStopped((value) => !value)}
    >
      {stopped ? (
        <IconPlayerPlay size={12} aria-hidden />
      ) : (
        <IconPlayerPause size={12} aria-hidden />
      )}
    </ActionIcon>
  );

  return (
    <div
      role="region"
      aria-roledescription={t(carouselMessages.carousel)}
      aria-label={label}
      className={className ? `${classes.root} ${className}` : classes.root}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        id={slidesId}
        className={classes.viewport}
        // Announce slide changes only when the user caused them, not on every automatic turn.
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {slides.map((slide, slideIndex) => {
          const active = slideIndex === current;
          return (
            <div
              key={slideIndex}
              role="group"
              aria-roledescription={t(carouselMessages.slide)}
              aria-label={t(carouselMessages.slideOf, { index: slideIndex + 1, count })}
              aria-hidden={!active || undefined}
              inert={!active}
              className={classes.slide}
              data-active={active || undefined}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {count > 1 &&
        (controls === 'overlay' ? (
          <>
            {arrow(-1)}
            {arrow(1)}
            <div className={classes.overlayBar}>
              {dots}
              {pause}
            </div>
          </>
        ) : (
          <Group justify="center" gap="sm" mt="sm">
            {arrow(-1)}
            {dots}
            {pause}
            {arrow(1)}
          </Group>
        ))}
    </div>
  );
}

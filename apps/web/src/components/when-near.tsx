import { Box } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearProps {
  /** The height held until the content is there, so what follows does not jump. */
  height: number;
  children: ReactNode;
}

/**
 * Renders `children` once their place comes within a screen of the viewport. A member's home
 * page has the wall's composer far below the first screen, and loading it (a text area, a form,
 * all of Mantine's styles) with the page was main-thread work on a phone before anyone could
 * scroll to it (issue 22). Without IntersectionObserver, at once.
 */
export function WhenNear({ height, children }: WhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return near ? children : <Box ref={placeholder} mih={height} />;
}

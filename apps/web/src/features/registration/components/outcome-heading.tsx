import { Group, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';

interface OutcomeHeadingProps {
  /** On the waiting list (an hourglass in orange) or holding a place (a green tick). */
  waiting: boolean;
  /** For a heading that takes focus when it replaces the form. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A registration's outcome as its card opens: the mark for its state, then what happened. */
export function OutcomeHeading({ waiting, headingRef, children }: OutcomeHeadingProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon
        color={waiting ? 'orange' : 'green'}
        variant="light"
        size="lg"
        radius="xl"
        aria-hidden
      >
        {waiting ? <IconHourglass size={20} /> : <IconCircleCheck size={20} />}
      </ThemeIcon>
      <Title
        order={2}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        style={headingRef ? { outline: 'none' } : undefined}
      >
        {children}
      </Title>
    </Group>
  );
}

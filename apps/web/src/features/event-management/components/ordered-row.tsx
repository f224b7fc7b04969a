import { ActionIcon, Button, Fieldset, Group, Stack, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { eventPeopleMessages } from './event-form-messages';

export type MoveDirection = 'up' | 'down';

interface OrderedRowProps {
  /** E.g. "Ticket type 2": names the group. */
  legend: string;
  labels: { moveUp: string; moveDown: string; remove: string };
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: MoveDirection) => void;
  /** Absent: the row cannot be removed (the reason is shown inside it). */
  onRemove?: (() => void) | undefined;
  /**
   * Set (a new object per move) on the row just moved, so the button pressed keeps focus in its
   * new place: React moves the row's nodes, which drops focus in some browsers.
   */
  focusMove?: { direction: MoveDirection } | undefined;
  children: ReactNode;
}

/**
 * One ticket type or question: its boxes in a named group, with buttons to move it up or down
 * (order is what attendees see) and to remove it. Plain buttons, so the keyboard works as is.
 */
export function OrderedRow({
  legend,
  labels,
  isFirst,
  isLast,
  onMove,
  onRemove,
  focusMove,
  children,
}: OrderedRowProps) {
  const t = useT();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusMove) return;
    // At the end of the list the pressed button is disabled: the other one takes focus.
    const pressed = focusMove.direction === 'up' ? up.current : down.current;
    const other = focusMove.direction === 'up' ? down.current : up.current;
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [focusMove]);
  return (
    <Fieldset legend={legend} radius="md" p="sm">
      <Stack gap="sm">{children}</Stack>
      <Group justify="space-between" mt="sm" gap="xs">
        <Group gap={4}>
          <Tooltip label={labels.moveUp} openDelay={400}>
            <ActionIcon
              ref={up}
              variant="default"
              size="lg"
              aria-label={labels.moveUp}
              disabled={isFirst}
              onClick={() => onMove('up')}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={labels.moveDown} openDelay={400}>
            <ActionIcon
              ref={down}
              variant="default"
              size="lg"
              aria-label={labels.moveDown}
              disabled={isLast}
              onClick={() => onMove('down')}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        {onRemove && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
            aria-label={labels.remove}
          >
            {t(eventPeopleMessages.remove)}
          </Button>
        )}
      </Group>
    </Fieldset>
  );
}

/** Where the row at `index` goes when moved, or null at the end of the list. */
export function movedIndex(index: number, direction: MoveDirection, length: number) {
  const target = direction === 'up' ? index - 1 : index + 1;
  return target < 0 || target >= length ? null : target;
}

/** The list's side of moving rows: which row was moved last, to give it focus. */
export interface MovedRow {
  id: string;
  direction: MoveDirection;
}

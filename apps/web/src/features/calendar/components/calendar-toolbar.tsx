import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n-provider';
import { calendarMessages as messages } from './messages';

interface CalendarToolbarProps {
  title: string;
  titleId: string;
  /** Spec screen 11: the Today button reads 'Now' on a narrow screen. */
  wide: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}

/** The month's name with previous, today and next controls. */
export function CalendarToolbar({
  title,
  titleId,
  wide,
  onPrevious,
  onNext,
  onToday,
}: CalendarToolbarProps) {
  const t = useT();
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      {/* Announced when the month changes, so screen-reader users hear where they went. */}
      <Title order={2} id={titleId} fz={{ base: 'h3', sm: 'h2' }} aria-live="polite">
        {title}
      </Title>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t(messages.previousMonth)}
          onClick={onPrevious}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" size="sm" onClick={onToday}>
          {wide ? t(messages.today) : t(messages.now)}
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={t(messages.nextMonth)} onClick={onNext}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

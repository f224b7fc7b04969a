import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

interface ScoreSectionToggleProps {
  label: string;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
}

/** Opens and closes a list of scorecard rows; the label carries the count, e.g. "Batting (4)". */
export function ScoreSectionToggle({
  label,
  expanded,
  controls,
  onToggle,
}: ScoreSectionToggleProps) {
  return (
    <Button
      variant="subtle"
      size="md"
      justify="space-between"
      fullWidth
      px="xs"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
      rightSection={
        <IconChevronDown
          size={18}
          aria-hidden
          style={{
            transform: expanded ? 'rotate(180deg)' : undefined,
            transition: 'transform 150ms',
          }}
        />
      }
    >
      {label}
    </Button>
  );
}

import { ActionIcon, Button, Fieldset, Grid, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { emptyBatter, emptyBowler, type ScoreFormValues } from './score-form-values';
import { scoreMessages as m } from './score-messages';
import { ScoreSectionToggle } from './score-section-toggle';

type Card = 'batting' | 'bowling';

/** What differs between the two cards: their words and their first empty row. */
const cards = {
  batting: {
    count: m.battingCount,
    none: m.noBatters,
    row: m.batter,
    remove: m.removeBatter,
    add: m.addBatter,
    addTo: m.addBatterTo,
    empty: emptyBatter,
  },
  bowling: {
    count: m.bowlingCount,
    none: m.noBowlers,
    row: m.bowler,
    remove: m.removeBowler,
    add: m.addBowler,
    addTo: m.addBowlerTo,
    empty: emptyBowler,
  },
} as const;

interface ScoreRowsProps<C extends Card> {
  card: C;
  inningsIndex: number;
  /** One row's fields (Grid.Col each), named under `base`. */
  children: (base: `innings.${number}.${C}.${number}`) => ReactNode;
}

/**
 * One innings' batting card or bowling figures, row by row; closed until wanted, opened by an
 * error inside it. At most 11 rows: a side has no more players.
 */
export function ScoreRows<C extends Card>({ card, inningsIndex, children }: ScoreRowsProps<C>) {
  const t = useT();
  const words = cards[card];
  const {
    control,
    formState: { errors },
  } = useFormContext<ScoreFormValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `innings.${inningsIndex}.${card}`,
  });
  const [open, setOpen] = useState(false);
  const expanded = open || Boolean(errors.innings?.[inningsIndex]?.[card]);
  const regionId = useId();
  const innings = inningsIndex + 1;

  return (
    <Stack gap="xs">
      <ScoreSectionToggle
        label={t(words.count, { count: fields.length })}
        expanded={expanded}
        controls={regionId}
        onToggle={() => setOpen(!expanded)}
      />
      {expanded && (
        <Stack gap="sm" id={regionId}>
          {fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {t(words.none)}
            </Text>
          )}
          {fields.map((field, row) => (
            <Fieldset key={field.id} legend={t(words.row, { row: row + 1 })} p="sm">
              <Grid gap="xs" align="flex-end">
                {children(`innings.${inningsIndex}.${card}.${row}` as const)}
              </Grid>
              <Group justify="flex-end" mt="xs">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t(words.remove, { row: row + 1, innings })}
                  onClick={() => remove(row)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Fieldset>
          ))}
          {fields.length < 11 && (
            <Button
              variant="light"
              size="md"
              leftSection={<IconPlus size={18} aria-hidden />}
              // The field array's type is the union of both cards' rows.
              onClick={() => append(words.empty() as never)}
              aria-label={t(words.addTo, { innings })}
            >
              {t(words.add)}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

import { ActionIcon, Button, Fieldset, Grid, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { emptyBowler, type ScoreFormValues } from './score-form-values';
import { CountField, PlayerField, ScoreTextField } from './score-inputs';
import { scoreMessages as m } from './score-messages';
import { ScoreSectionToggle } from './score-section-toggle';

interface BowlingRowsProps {
  inningsIndex: number;
  /** The fielding side's squad, offered as names; any other name may be typed. */
  players: readonly string[];
}

/** The bowling figures against one innings; closed until wanted, opened by an error inside it. */
export function BowlingRows({ inningsIndex, players }: BowlingRowsProps) {
  const t = useT();
  const {
    control,
    formState: { errors },
  } = useFormContext<ScoreFormValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `innings.${inningsIndex}.bowling`,
  });
  const [open, setOpen] = useState(false);
  const expanded = open || Boolean(errors.innings?.[inningsIndex]?.bowling);
  const regionId = useId();
  const innings = inningsIndex + 1;

  return (
    <Stack gap="xs">
      <ScoreSectionToggle
        label={t(m.bowlingCount, { count: fields.length })}
        expanded={expanded}
        controls={regionId}
        onToggle={() => setOpen(!expanded)}
      />
      {expanded && (
        <Stack gap="sm" id={regionId}>
          {fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {t(m.noBowlers)}
            </Text>
          )}
          {fields.map((field, row) => {
            const base = `innings.${inningsIndex}.bowling.${row}` as const;
            return (
              <Fieldset key={field.id} legend={t(m.bowler, { row: row + 1 })} p="sm">
                <Grid gap="xs" align="flex-end">
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <PlayerField name={`${base}.player`} label={t(m.player)} players={players} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, sm: 2 }}>
                    <ScoreTextField
                      name={`${base}.overs`}
                      label={t(m.overs)}
                      placeholder={t(m.oversExample)}
                      inputMode="decimal"
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, sm: 2 }}>
                    <CountField name={`${base}.maidens`} label={t(m.maidens)} max={50} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, sm: 2 }}>
                    <CountField name={`${base}.runs`} label={t(m.runs)} max={500} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, sm: 2 }}>
                    <CountField name={`${base}.wickets`} label={t(m.wickets)} max={10} />
                  </Grid.Col>
                </Grid>
                <Group justify="flex-end" mt="xs">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t(m.removeBowler, { row: row + 1, innings })}
                    onClick={() => remove(row)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Fieldset>
            );
          })}
          {fields.length < 11 && (
            <Button
              variant="light"
              size="md"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => append(emptyBowler())}
              aria-label={t(m.addBowlerTo, { innings })}
            >
              {t(m.addBowler)}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

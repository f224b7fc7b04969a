import { ActionIcon, Button, Fieldset, Grid, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { CountField, PlayerField, ScoreTextField } from './score-inputs';
import { emptyBatter, type ScoreFormValues } from './score-form-values';
import { scoreMessages as m } from './score-messages';
import { ScoreSectionToggle } from './score-section-toggle';

interface BattingRowsProps {
  inningsIndex: number;
  /** The batting side's squad, offered as names; any other name may be typed. */
  players: readonly string[];
}

/** The batting card of one innings; closed until wanted, opened by an error inside it. */
export function BattingRows({ inningsIndex, players }: BattingRowsProps) {
  const t = useT();
  const {
    control,
    formState: { errors },
  } = useFormContext<ScoreFormValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `innings.${inningsIndex}.batting`,
  });
  const [open, setOpen] = useState(false);
  const expanded = open || Boolean(errors.innings?.[inningsIndex]?.batting);
  const regionId = useId();
  const innings = inningsIndex + 1;

  return (
    <Stack gap="xs">
      <ScoreSectionToggle
        label={t(m.battingCount, { count: fields.length })}
        expanded={expanded}
        controls={regionId}
        onToggle={() => setOpen(!expanded)}
      />
      {expanded && (
        <Stack gap="sm" id={regionId}>
          {fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {t(m.noBatters)}
            </Text>
          )}
          {fields.map((field, row) => {
            const base = `innings.${inningsIndex}.batting.${row}` as const;
            return (
              <Fieldset key={field.id} legend={t(m.batter, { row: row + 1 })} p="sm">
                <Grid gap="xs" align="flex-end">
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <PlayerField name={`${base}.player`} label={t(m.player)} players={players} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 3, sm: 1.5 }}>
                    <CountField name={`${base}.runs`} label={t(m.runs)} max={500} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 3, sm: 1.5 }}>
                    <CountField name={`${base}.balls`} label={t(m.balls)} max={500} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 3, sm: 1.5 }}>
                    <CountField name={`${base}.fours`} label={t(m.fours)} max={100} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 3, sm: 1.5 }}>
                    <CountField name={`${base}.sixes`} label={t(m.sixes)} max={100} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 2 }}>
                    <ScoreTextField
                      name={`${base}.howOut`}
                      label={t(m.howOut)}
                      placeholder={t(m.notOut)}
                    />
                  </Grid.Col>
                </Grid>
                <Group justify="flex-end" mt="xs">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t(m.removeBatter, { row: row + 1, innings })}
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
              onClick={() => append(emptyBatter())}
              aria-label={t(m.addBatterTo, { innings })}
            >
              {t(m.addBatter)}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

import { ActionIcon, Button, Fieldset, Grid, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CountField, PlayerField, ScoreTextField } from './score-inputs';
import { emptyBatter, type ScoreFormValues } from './score-form-values';
import { ScoreSectionToggle } from './score-section-toggle';

interface BattingRowsProps {
  inningsIndex: number;
  /** The batting side's squad, offered as names; any other name may be typed. */
  players: readonly string[];
}

/** The batting card of one innings; closed until wanted, opened by an error inside it. */
export function BattingRows({ inningsIndex, players }: BattingRowsProps) {
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
  const inningsLabel = `innings ${inningsIndex + 1}`;

  return (
    <Stack gap="xs">
      <ScoreSectionToggle
        label={`Batting (${fields.length})`}
        expanded={expanded}
        controls={regionId}
        onToggle={() => setOpen(!expanded)}
      />
      {expanded && (
        <Stack gap="sm" id={regionId}>
          {fields.length === 0 && (
            <Text size="sm" c="dimmed">
              No batters recorded.
            </Text>
          )}
          {fields.map((field, row) => {
            const base = `innings.${inningsIndex}.batting.${row}` as const;
            return (
              <Fieldset key={field.id} legend={`Batter ${row + 1}`} p="sm">
                <Grid gap="xs" align="flex-end">
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <PlayerField name={`${base}.player`} label="Player" players={players} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 3, sm: 1.5 }}>
                    <CountField name={`${base}.runs`} label="Runs" max={500} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 3, sm: 1.5 }}>
                    <CountField name={`${base}.balls`} label="Balls" max={500} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 3, sm: 1.5 }}>
                    <CountField name={`${base}.fours`} label="4s" max={100} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 3, sm: 1.5 }}>
                    <CountField name={`${base}.sixes`} label="6s" max={100} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 2 }}>
                    <ScoreTextField name={`${base}.howOut`} label="How out" placeholder="not out" />
                  </Grid.Col>
                </Grid>
                <Group justify="flex-end" mt="xs">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove batter ${row + 1} of ${inningsLabel}`}
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
              aria-label={`Add batter to ${inningsLabel}`}
            >
              Add batter
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

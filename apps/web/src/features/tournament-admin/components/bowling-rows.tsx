import { ActionIcon, Button, Fieldset, Grid, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { emptyBowler, type ScoreFormValues } from './score-form-values';
import { CountField, PlayerField, ScoreTextField } from './score-inputs';
import { ScoreSectionToggle } from './score-section-toggle';

interface BowlingRowsProps {
  inningsIndex: number;
  /** The fielding side's squad, offered as names; any other name may be typed. */
  players: readonly string[];
}

/** The bowling figures against one innings; closed until wanted, opened by an error inside it. */
export function BowlingRows({ inningsIndex, players }: BowlingRowsProps) {
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
  const inningsLabel = `innings ${inningsIndex + 1}`;

  return (
    <Stack gap="xs">
      <ScoreSectionToggle
        label={`Bowling (${fields.length})`}
        expanded={expanded}
        controls={regionId}
        onToggle={() => setOpen(!expanded)}
      />
      {expanded && (
        <Stack gap="sm" id={regionId}>
          {fields.length === 0 && (
            <Text size="sm" c="dimmed">
              No bowlers recorded.
            </Text>
          )}
          {fields.map((field, row) => {
            const base = `innings.${inningsIndex}.bowling.${row}` as const;
            return (
              <Fieldset key={field.id} legend={`Bowler ${row + 1}`} p="sm">
                <Grid gap="xs" align="flex-end">
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <PlayerField name={`${base}.player`} label="Player" players={players} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, sm: 2 }}>
                    <ScoreTextField
                      name={`${base}.overs`}
                      label="Overs"
                      placeholder="e.g. 3.2"
                      inputMode="decimal"
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, sm: 2 }}>
                    <CountField name={`${base}.maidens`} label="Maidens" max={50} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, sm: 2 }}>
                    <CountField name={`${base}.runs`} label="Runs" max={500} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, sm: 2 }}>
                    <CountField name={`${base}.wickets`} label="Wickets" max={10} />
                  </Grid.Col>
                </Grid>
                <Group justify="flex-end" mt="xs">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove bowler ${row + 1} of ${inningsLabel}`}
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
              aria-label={`Add bowler to ${inningsLabel}`}
            >
              Add bowler
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

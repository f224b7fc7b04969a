import { Button, Grid, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BattingRows } from './batting-rows';
import { BowlingRows } from './bowling-rows';
import type { ScoreFormValues } from './score-form-values';
import { CountField, OversField } from './score-inputs';
import { opponentOf, type Side } from './score-sides';

interface InningsFieldsProps {
  index: number;
  sides: readonly [Side, Side];
  onRemove: () => void;
}

/** One innings: who batted, the total (runs for wickets in overs), and the scorecard rows. */
export function InningsFields({ index, sides, onRemove }: InningsFieldsProps) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ScoreFormValues>();
  const battingTeam = useWatch({ control, name: `innings.${index}.battingTeam` });
  const batting = sides.find((side) => side.shortName === battingTeam);
  const fielding = opponentOf(sides, battingTeam);
  const headingId = `innings-${index}-heading`;
  const title = index === 0 ? '1st innings' : '2nd innings';

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {batting ? `${title}: ${batting.name}` : title}
          </Title>
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
            aria-label={`Remove ${title}`}
          >
            Remove
          </Button>
        </Group>
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NativeSelect
              label="Batting team"
              size="md"
              data={[
                { value: '', label: 'Choose a team', disabled: true },
                ...sides.map((side) => ({ value: side.shortName, label: side.name })),
              ]}
              error={errors.innings?.[index]?.battingTeam?.message}
              {...register(`innings.${index}.battingTeam`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2.5 }}>
            <CountField name={`innings.${index}.runs`} label="Runs" max={1000} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2.5 }}>
            <CountField name={`innings.${index}.wickets`} label="Wickets" max={10} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <OversField name={`innings.${index}.overs`} />
          </Grid.Col>
        </Grid>
        <BattingRows inningsIndex={index} players={batting?.players ?? []} />
        <BowlingRows inningsIndex={index} players={fielding?.players ?? []} />
      </Stack>
    </Paper>
  );
}

import { cricketLimits } from '@portal/contract';
import { Button, Grid, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { BattingRows } from './batting-rows';
import { BowlingRows } from './bowling-rows';
import { adminMessages } from './messages';
import type { ScoreFormValues } from './score-form-values';
import { CountField, OversField } from './score-inputs';
import { scoreMessages as m } from './score-messages';
import { opponentOf, type Side } from './score-sides';

interface InningsFieldsProps {
  index: number;
  sides: readonly [Side, Side];
  onRemove: () => void;
}

/** One innings: who batted, the total (runs for wickets in overs), and the scorecard rows. */
export function InningsFields({ index, sides, onRemove }: InningsFieldsProps) {
  const t = useT();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ScoreFormValues>();
  const battingTeam = useWatch({ control, name: `innings.${index}.battingTeam` });
  const batting = sides.find((side) => side.shortName === battingTeam);
  const fielding = opponentOf(sides, battingTeam);
  const headingId = `innings-${index}-heading`;
  const title = t(index === 0 ? m.firstInnings : m.secondInnings);

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
            {batting ? t(m.inningsOf, { innings: title, team: batting.name }) : title}
          </Title>
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
            aria-label={t(m.removeInnings, { innings: title })}
          >
            {t(m.remove)}
          </Button>
        </Group>
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NativeSelect
              label={t(m.battingTeam)}
              size="md"
              data={[
                { value: '', label: t(adminMessages.chooseTeam), disabled: true },
                ...sides.map((side) => ({ value: side.shortName, label: side.name })),
              ]}
              error={errors.innings?.[index]?.battingTeam?.message}
              {...register(`innings.${index}.battingTeam`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2.5 }}>
            <CountField
              name={`innings.${index}.runs`}
              label={t(m.runs)}
              max={cricketLimits.typedTeamRuns}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2.5 }}>
            <CountField
              name={`innings.${index}.wickets`}
              label={t(m.wickets)}
              max={cricketLimits.wicketsPerInnings}
            />
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

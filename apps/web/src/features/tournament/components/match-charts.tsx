import '@mantine/charts/styles.layer.css';
import { BarChart, LineChart, type ChartReferenceDotProps } from '@mantine/charts';
import { Box, Stack, Text, Title } from '@mantine/core';
import type { LoggedBall } from '@portal/contract';
import { useId, useMemo } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import {
  manhattanRows,
  overTallies,
  wicketMarks,
  wormRows,
  type ChartRow,
  type InningsKey,
} from './ball-derivations';
import { chartMessages as m } from './ball-messages';
import { ChartsTable } from './charts-table';

// Loaded on its own (React.lazy in ball-by-ball-details.tsx): recharts is most of 100 KiB, and
// only a reader who opens the Charts tab needs it.

const colors: Record<InningsKey, string> = { innings1: 'blue.6', innings2: 'orange.6' };
/** A wicket's dot: its side's colour, darker, so two sides' wickets in one over tell apart. */
const wicketColors: Record<InningsKey, string> = { innings1: 'blue.8', innings2: 'orange.8' };
const chartHeight = 240;

export interface MatchChartsProps {
  balls: readonly LoggedBall[];
  ballsPerOver: number;
  /** The batting side's short name in each innings, first innings first. */
  teams: readonly string[];
  /** "MI 162/5 after 20.0 overs" per innings, for the charts' text alternative. */
  summary: string;
}

const marksOf = (rows: readonly ChartRow[], lift: number): ChartReferenceDotProps[] =>
  wicketMarks(rows).map((mark) => ({
    x: mark.over,
    y: mark.value + lift,
    r: 5,
    color: wicketColors[mark.key],
    label: mark.wickets > 1 ? `${formatNumber(mark.wickets)}W` : 'W',
    labelPosition: 'top',
    ifOverflow: 'extendDomain',
  }));

/** A chart with its title, and its summary as the picture's accessible name. */
function ChartFigure({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: React.ReactNode;
}) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <Box component="figure" m={0}>
      <Title order={3} size="h6" id={titleId} mb={4}>
        {title}
      </Title>
      <div role="img" aria-labelledby={titleId} aria-describedby={summaryId}>
        {children}
      </div>
      <Text component="figcaption" size="xs" c="dimmed" id={summaryId} mt={4}>
        {summary}
      </Text>
    </Box>
  );
}

/** The worm (runs after each over) and the Manhattan (runs in each over), wickets marked. */
export function MatchCharts({ balls, ballsPerOver, teams, summary }: MatchChartsProps) {
  const t = useT();
  const tallies = useMemo(() => overTallies(balls, ballsPerOver), [balls, ballsPerOver]);
  const worm = useMemo(() => wormRows(tallies), [tallies]);
  const manhattan = useMemo(() => manhattanRows(tallies), [tallies]);
  const series = teams.map((team, index) => {
    const name = (['innings1', 'innings2'] as const)[index]!;
    return { name, label: team, color: colors[name] };
  });
  const axes = {
    dataKey: 'over',
    xAxisLabel: t(m.over),
    yAxisLabel: t(m.runsAxis),
    valueFormatter: (value: number) => formatNumber(value),
    withLegend: teams.length > 1,
    h: chartHeight,
  };
  return (
    <Stack gap="lg">
      <ChartFigure
        title={t(m.worm)}
        summary={`${t(m.wormSummary, { summary })} ${t(m.wicketsMarked)}`}
      >
        <LineChart
          {...axes}
          data={worm}
          series={series}
          curveType="linear"
          connectNulls={false}
          referenceDots={marksOf(worm, 0)}
        />
      </ChartFigure>
      <ChartFigure
        title={t(m.manhattan)}
        summary={`${t(m.manhattanSummary, { summary })} ${t(m.wicketsMarked)}`}
      >
        <BarChart
          {...axes}
          data={manhattan}
          series={series}
          referenceDots={marksOf(manhattan, 1)}
        />
      </ChartFigure>
      <ChartsTable rows={manhattan} worm={worm} teams={teams} />
    </Stack>
  );
}

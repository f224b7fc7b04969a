import { Box, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { BattingEntry, BowlingEntry, Innings, Match } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { scorecardMessages } from './messages';
import { InningsProgress } from './innings-progress';
import { BattingTable, BowlingTable } from './scorecard-tables';
import { formatInningsScore, type MatchSide } from './tournament-format';

interface InningsCard {
  team: string;
  innings?: Innings;
  batting: readonly BattingEntry[];
  bowling: readonly BowlingEntry[];
}

/**
 * The innings to show. A match that has started without any innings recorded still shows
 * each side, so the spec's "No batting data available" texts say what is missing.
 */
function inningsCards(match: Match, sides: [MatchSide, MatchSide]): InningsCard[] {
  const nameOf = (shortName: string) =>
    sides.find((side) => side.shortName === shortName)?.name ?? shortName;
  if (match.innings.length > 0)
    return match.innings.map((innings) => ({
      team: nameOf(innings.battingTeam),
      innings,
      batting: innings.batting,
      bowling: innings.bowling,
    }));
  if (match.status === 'scheduled') return [];
  const { scorecard } = match;
  return [
    { team: sides[0].name, batting: scorecard.team1Batting, bowling: scorecard.team2Bowling },
    { team: sides[1].name, batting: scorecard.team2Batting, bowling: scorecard.team1Bowling },
  ];
}

/** A rain-shortened innings: the overs it was cut to, and a chase's revised target (issue 41). */
function Shortened({ innings }: { innings: Innings }) {
  const t = useT();
  if (!innings.oversLimit) return null;
  const overs = innings.oversLimit.replace(/\.0$/, '');
  return (
    <Text size="sm" mb="xs">
      {innings.target
        ? t(scorecardMessages.revisedTarget, { target: formatNumber(innings.target), overs })
        : t(scorecardMessages.oversCut, { overs })}
    </Text>
  );
}

/** Spec screen 8: per innings a batting and a bowling card; a tab per innings keeps it short. */
export function Scorecard({ match, sides }: { match: Match; sides: [MatchSide, MatchSide] }) {
  const t = useT();
  const cards = inningsCards(match, sides);
  if (cards.length === 0) return null;
  // While a match is live the innings being played is the one people want to see.
  const initial = match.status === 'live' ? cards.length - 1 : 0;
  return (
    <Stack gap="xs">
      <Tabs defaultValue={String(initial)} keepMounted={false}>
        <Tabs.List aria-label={t(scorecardMessages.innings)}>
          {cards.map((card, index) => (
            <Tabs.Tab key={index} value={String(index)}>
              {t(
                card.innings?.superOver
                  ? scorecardMessages.superOverInnings
                  : scorecardMessages.teamInnings,
                { team: card.team },
              )}
              {card.innings && (
                <Text span size="xs" c="dimmed" ml={6}>
                  {formatInningsScore(card.innings)}
                </Text>
              )}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {cards.map((card, index) => (
          <Tabs.Panel key={index} value={String(index)} pt="sm">
            {card.innings && <Shortened innings={card.innings} />}
            {/* Side by side where there is room: the innings at a glance. */}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="xs">
                <Title order={3} size="h6">
                  {t(scorecardMessages.batting)}
                </Title>
                <BattingTable
                  rows={card.batting}
                  label={t(scorecardMessages.teamBatting, { team: card.team })}
                />
              </Stack>
              <Stack gap="xs">
                <Title order={3} size="h6">
                  {t(scorecardMessages.bowling)}
                </Title>
                <BowlingTable
                  rows={card.bowling}
                  label={t(scorecardMessages.bowlingTo, { team: card.team })}
                />
              </Stack>
            </SimpleGrid>
            {card.innings && (
              <Box mt="sm">
                <InningsProgress innings={card.innings} team={card.team} />
              </Box>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      {match.scorecard.manOfTheMatch && (
        <Text size="sm">
          <Text span fw={600}>
            {t(scorecardMessages.manOfTheMatch)}
          </Text>{' '}
          {match.scorecard.manOfTheMatch}
        </Text>
      )}
    </Stack>
  );
}

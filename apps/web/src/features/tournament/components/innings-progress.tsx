import { Stack, Table, Text, Title } from '@mantine/core';
import type { Innings } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { ballMessages as m } from './ball-messages';

const numeric = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/**
 * What a ball-by-ball innings adds under its batting and bowling cards: the extras, the fall of
 * wickets and the partnerships. An innings typed by hand has none of them, and shows nothing.
 */
export function InningsProgress({ innings, team }: { innings: Innings; team: string }) {
  const t = useT();
  const { extras, fallOfWickets = [], partnerships = [] } = innings;
  if (!extras && fallOfWickets.length === 0 && partnerships.length === 0) return null;
  return (
    <Stack gap="sm">
      {extras && (
        <Text size="sm">
          {t(m.extras, {
            total: formatNumber(
              extras.wides + extras.noBalls + extras.byes + extras.legByes + extras.penalties,
            ),
            wides: formatNumber(extras.wides),
            noBalls: formatNumber(extras.noBalls),
            byes: formatNumber(extras.byes),
            legByes: formatNumber(extras.legByes),
            penalties: formatNumber(extras.penalties),
          })}
        </Text>
      )}
      {fallOfWickets.length > 0 && (
        <section aria-label={t(m.fallOfWicketsOf, { team })}>
          <Title order={3} size="h6">
            {t(m.fallOfWickets)}
          </Title>
          <Text size="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {fallOfWickets.map((fall) => (
              <Text span size="sm" component="li" display="inline" key={fall.wicket} mr="sm">
                {t(m.fall, {
                  score: `${formatNumber(fall.runs)}/${formatNumber(fall.wicket)}`,
                  player: fall.player,
                  over: fall.over,
                })}
              </Text>
            ))}
          </Text>
        </section>
      )}
      {partnerships.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h6">
            {t(m.partnerships)}
          </Title>
          <Table
            fz="sm"
            horizontalSpacing={6}
            verticalSpacing={4}
            striped
            aria-label={t(m.partnershipsOf, { team })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th {...numeric}>{t(m.partnershipFor)}</Table.Th>
                <Table.Th>{t(m.batters)}</Table.Th>
                <Table.Th {...numeric}>{t(m.runsBalls)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {partnerships.map((pair) => (
                <Table.Tr key={pair.wicket}>
                  <Table.Td {...numeric}>{formatNumber(pair.wicket)}</Table.Td>
                  <Table.Td>
                    {pair.batters.join(' · ')}
                    {pair.unbroken && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        ({t(m.unbroken)})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td {...numeric}>
                    {t(m.partnershipRuns, {
                      runs: formatNumber(pair.runs),
                      balls: formatNumber(pair.balls),
                    })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}

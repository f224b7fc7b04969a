import { Paper, Stack, Text, Title } from '@mantine/core';
import { countAnswers, type PortalEvent, type Registration } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { answerCountMessages as m } from './dashboard-messages';

/**
 * The event's choice questions counted over live registrations (issue 25): one line each,
 * "Meal: Veg 40, Non-veg 12". Nothing when the event asks none.
 */
export function AnswerCountsCard({
  event,
  registrations,
}: {
  event: PortalEvent;
  registrations: readonly Registration[];
}) {
  const t = useT();
  const counted = countAnswers(event.questions ?? [], registrations);
  if (counted.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm">
        {t(m.title)}
      </Title>
      <Stack gap={4}>
        {counted.map(({ questionId, label, counts }) => (
          <Text key={questionId} data-testid="answer-count">
            <Text span fw={600}>
              {label}:
            </Text>{' '}
            {counts
              .map(
                (count) =>
                  `${count.label || t(count.value === 'yes' ? m.yes : m.no)} ${count.count}`,
              )
              .join(', ')}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

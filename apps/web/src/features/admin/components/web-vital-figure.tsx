import { Stack, Text } from '@mantine/core';
import type { WebVitalName, WebVitalSummary } from '@portal/contract';
import { formatSamples, formatWebVital } from './format-web-vital';
import { WebVitalRating } from './web-vital-rating';

/** One metric of one page: its p75, Google's rating and how many samples it rests on. */
export function WebVitalFigure({
  name,
  summary,
}: {
  name: WebVitalName;
  summary: WebVitalSummary | null;
}) {
  if (!summary) {
    return (
      <Text size="sm" c="dimmed">
        No samples
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatWebVital(name, summary.p75)}
      </Text>
      <WebVitalRating rating={summary.rating} />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatSamples(summary.count)}
      </Text>
    </Stack>
  );
}

import { Stack, Text } from '@mantine/core';
import type { WebVitalName, WebVitalSummary } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { formatWebVital } from './format-web-vital';
import { webVitalMessages as text } from './messages';
import { WebVitalRating } from './web-vital-rating';

/** One metric of one page: its p75, Google's rating and how many samples it rests on. */
export function WebVitalFigure({
  name,
  summary,
}: {
  name: WebVitalName;
  summary: WebVitalSummary | null;
}) {
  const t = useT();
  if (!summary) {
    return (
      <Text size="sm" c="dimmed">
        {t(text.noSamples)}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatWebVital(t, name, summary.p75)}
      </Text>
      <WebVitalRating rating={summary.rating} />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t(text.samples, { count: summary.count })}
      </Text>
    </Stack>
  );
}

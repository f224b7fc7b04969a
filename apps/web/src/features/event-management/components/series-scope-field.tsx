import { Alert, Radio, Stack } from '@mantine/core';
import { localDayAt, type PortalEvent } from '@portal/contract';
import { IconRepeat } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n-provider';
import { useEventSeries } from '../../../lib/event-series-query';
import { formatShortDate } from '../../../lib/format';
import { recurrenceMessages } from '../../../lib/recurrence-messages';
import { recurrenceSummary } from '../../../lib/recurrence-summary';
import { repeatMessages as m } from './repeat-messages';

export type SaveScope = 'one' | 'following';

interface SeriesScopeFieldProps {
  event: PortalEvent;
  scope: SaveScope;
  onChange: (scope: SaveScope) => void;
}

/** Editing a date of a series: what the rule is, and whether the edit reaches the later dates. */
export function SeriesScopeField({ event, scope, onChange }: SeriesScopeFieldProps) {
  const t = useT();
  const series = useEventSeries(event);
  const first = series.data?.occurrences[0];
  const summary =
    series.data && first
      ? recurrenceSummary(
          series.data.recurrence,
          localDayAt(first.date, series.data.timeZone),
          t,
          (day) => formatShortDate(`${day}T12:00:00Z`),
        )
      : undefined;
  return (
    <Alert color="blue" variant="light" icon={<IconRepeat aria-hidden />}>
      <Stack gap="sm">
        {summary && t(recurrenceMessages.partOfSeries, { summary })}
        <Radio.Group
          label={t(m.applyTo)}
          value={scope}
          onChange={(value) => onChange(value as SaveScope)}
        >
          <Stack gap={6} mt={6}>
            <Radio value="one" label={t(m.applyOne)} />
            <Radio value="following" label={t(m.applyFollowing)} />
          </Stack>
        </Radio.Group>
      </Stack>
    </Alert>
  );
}

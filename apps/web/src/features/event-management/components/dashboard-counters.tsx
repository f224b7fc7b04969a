import { Box, Paper, Text } from '@mantine/core';
import type { PortalEvent, Registration } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { dashboardMessages } from './dashboard-messages';
import { countRegistrations } from './registrations-view';
import classes from './dashboard-counters.module.css';

interface DashboardCountersProps {
  event: PortalEvent;
  registrations: readonly Registration[];
}

/** Spec screen 20's three counters, plus seats and the waiting list. */
export function DashboardCounters({ event, registrations }: DashboardCountersProps) {
  const t = useT();
  const counts = countRegistrations(registrations);
  const seatsTaken = formatNumber(event.seatsTaken);
  const counters = [
    { label: t(dashboardMessages.totalRegistrations), value: formatNumber(counts.total) },
    { label: t(dashboardMessages.withGuests), value: formatNumber(counts.withGuests) },
    { label: t(dashboardMessages.wantUpdates), value: formatNumber(counts.wantUpdates) },
    {
      label: t(dashboardMessages.seatsTaken),
      // Two figures, not a sentence: the same in every language.
      value:
        event.capacity === null ? seatsTaken : `${seatsTaken} / ${formatNumber(event.capacity)}`,
      hint: event.capacity === null ? t(dashboardMessages.noLimit) : undefined,
    },
    { label: t(dashboardMessages.waitlisted), value: formatNumber(event.waitlisted) },
  ];
  return (
    <Box component="dl" className={classes.list}>
      {counters.map(({ label, value, hint }) => (
        <Paper key={label} withBorder radius="md" p="md" className={classes.counter}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fz={28} fw={700} lh={1.2} className={classes.value}>
            {value}
            {hint && (
              <Text component="span" size="xs" c="dimmed" fw={400} ml={6}>
                {hint}
              </Text>
            )}
          </Text>
        </Paper>
      ))}
    </Box>
  );
}

import { Box, Paper, Text } from '@mantine/core';
import type { PortalEvent, Registration } from '@portal/contract';
import { countRegistrations } from './registrations-view';
import classes from './dashboard-counters.module.css';

interface DashboardCountersProps {
  event: PortalEvent;
  registrations: readonly Registration[];
}

/** Spec screen 20's three counters, plus seats and the waiting list. */
export function DashboardCounters({ event, registrations }: DashboardCountersProps) {
  const counts = countRegistrations(registrations);
  const counters = [
    { label: 'Total registrations', value: String(counts.total) },
    { label: 'With guests', value: String(counts.withGuests) },
    { label: 'Want updates', value: String(counts.wantUpdates) },
    {
      label: 'Seats taken',
      value:
        event.capacity === null ? `${event.seatsTaken}` : `${event.seatsTaken} / ${event.capacity}`,
      hint: event.capacity === null ? 'No limit' : undefined,
    },
    { label: 'Waitlisted', value: String(event.waitlisted) },
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

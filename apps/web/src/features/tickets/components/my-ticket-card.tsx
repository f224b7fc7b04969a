import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MyTicket } from '@portal/contract';
import { IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useEventTimeText } from '../../../components/event-time';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { myTicketsMessages as m, ticketMessages } from './messages';
import { TicketQrCode } from './ticket-qr-code';
import { TicketStatusBadge } from './ticket-status-badge';
import { readerTitledName } from '../../../lib/person-titles';

/** One registration on My tickets: the event, its status, who it is for, the ticket and its code. */
export function MyTicketCard({ ticket }: { ticket: MyTicket }) {
  const t = useT();
  const when = useEventTimeText({ date: ticket.eventDate, timeZone: ticket.eventTimeZone }, false);
  const headingId = `my-ticket-${ticket.registrationId}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} fz="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={paths.eventDetails.href(ticket.eventId)} inherit>
              {ticket.eventTitle}
            </Anchor>
          </Title>
          <TicketStatusBadge ticket={ticket} />
        </Group>
        <Stack gap={2}>
          <Text size="sm">{when}</Text>
          <Text size="sm" c="dimmed">
            {ticket.eventLocation}
          </Text>
        </Stack>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {ticket.guestName
            ? t(m.forWithGuest, {
                name: readerTitledName(t, ticket.name),
                guest: readerTitledName(t, ticket.guestName),
              })
            : t(m.for, { name: readerTitledName(t, ticket.name) })}
        </Text>
        {ticket.qr && <TicketQrCode qr={ticket.qr} maxWidth={220} />}
        <Group>
          <Button
            component={Link}
            to={`${paths.ticket}?t=${encodeURIComponent(ticket.ticket)}`}
            variant="default"
            leftSection={<IconTicket size={18} aria-hidden />}
            aria-label={t(m.openTicketFor, { event: ticket.eventTitle })}
          >
            {t(ticketMessages.yourTicket)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

import { Button, Stack, Text, Title } from '@mantine/core';
import type { MyTicket } from '@portal/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useMyTickets } from '../api/get-my-tickets';
import { myTicketsMessages as m } from '../components/messages';
import { MyTicketCard } from '../components/my-ticket-card';

/** /my-tickets, from the profile menu: every registration the member made, upcoming then past. */
export function MyTicketsRoute() {
  const t = useT();
  const siteName = useSiteName();
  const tickets = useMyTickets();
  const title = t(m.title);
  // The ticket page's code, fetched now: with the service worker keeping it, each ticket opens
  // later with the network off (issue 40). The router loads the same module, so no second copy.
  const hasTickets = (tickets.data?.tickets.length ?? 0) > 0;
  useEffect(() => {
    if (hasTickets) void import('./ticket-route').catch(() => undefined);
  }, [hasTickets]);

  return (
    <Stack gap="lg" maw={720} mx="auto">
      <title>{`${title} · ${siteName}`}</title>
      <Title order={1}>{title}</Title>
      <QueryContent
        query={tickets}
        loading={<PageLoader label={t(m.loading)} />}
        errorTitle={t(m.loadFailed)}
      >
        {(data) => {
          if (data.tickets.length === 0)
            return (
              <Stack gap="sm" align="flex-start">
                <Title order={2} fz="h3">
                  {t(m.emptyTitle)}
                </Title>
                <Text c="dimmed">{t(m.emptyText)}</Text>
                <Button component={Link} to={paths.events}>
                  {t(m.browseEvents)}
                </Button>
              </Stack>
            );
          // Upcoming or past as of the answer (the server's order already says so).
          const now = tickets.dataUpdatedAt;
          const upcoming = data.tickets.filter((row) => Date.parse(row.eventEndDate) >= now);
          const past = data.tickets.filter((row) => Date.parse(row.eventEndDate) < now);
          return (
            <>
              <TicketSection
                id="upcoming"
                title={t(m.upcoming)}
                tickets={upcoming}
                none={t(m.noUpcoming)}
              />
              {past.length > 0 && <TicketSection id="past" title={t(m.past)} tickets={past} />}
            </>
          );
        }}
      </QueryContent>
    </Stack>
  );
}

function TicketSection({
  id,
  title,
  tickets,
  none,
}: {
  id: string;
  title: string;
  tickets: MyTicket[];
  none?: string;
}) {
  const headingId = `my-tickets-${id}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h3" id={headingId}>
        {title}
      </Title>
      {tickets.length === 0 && none && <Text c="dimmed">{none}</Text>}
      {tickets.map((ticket) => (
        <MyTicketCard key={ticket.registrationId} ticket={ticket} />
      ))}
    </Stack>
  );
}

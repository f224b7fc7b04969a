import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { registrationMessages, ticketBodySchema } from '@portal/contract';
import { IconTicketOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useTicket } from '../api/ticket-queries';
import { TicketActions } from '../components/ticket-actions';
import { ticketMessages as m } from '../components/messages';
import { TicketDetails } from '../components/ticket-details';
import { TicketQrCode } from '../components/ticket-qr-code';
import { TicketStatusBadge } from '../components/ticket-status-badge';

/** /ticket?t=<ticket>: the link in a registration's confirmation email and behind its QR code. */
export function TicketRoute() {
  const t = useT();
  const siteName = useSiteName();
  const [searchParams] = useSearchParams();
  const parsed = ticketBodySchema.safeParse({ ticket: searchParams.get('t') ?? '' });

  return (
    <Stack maw={640} mx="auto" gap="lg" mt={{ base: 0, sm: 'md' }}>
      <title>{`${t(m.yourTicket)} · ${siteName}`}</title>
      {parsed.success ? <TicketView secret={parsed.data.ticket} /> : <InvalidTicket />}
    </Stack>
  );
}

function TicketView({ secret }: { secret: string }) {
  const t = useT();
  const ticket = useTicket(secret);

  if (ticket.isPending) return <PageLoader label={t(m.loadingTicket)} />;
  if (ticket.isError) {
    const unknown = ticket.error instanceof ApiError && [400, 404].includes(ticket.error.status);
    if (unknown) return <InvalidTicket />;
    return (
      <QueryErrorAlert
        title={t(m.loadFailed)}
        error={ticket.error}
        onRetry={() => void ticket.refetch()}
        retrying={ticket.isFetching}
      />
    );
  }

  const data = ticket.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" c="dimmed" fw={600}>
            {t(m.yourTicket)}
          </Text>
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {data.eventTitle}
          </Title>
          <Group>
            <TicketStatusBadge ticket={data} />
          </Group>
        </Stack>
        {/* The door checks in a held place only; other states say why on the badge. */}
        {(data.status === 'confirmed' || data.status === 'checked_in') && (
          <TicketQrCode qr={data.qr} />
        )}
        <TicketDetails ticket={data} />
        <TicketActions ticket={data} secret={secret} />
        <Anchor component={Link} to={paths.eventDetails.href(data.eventId)} size="sm">
          {t(m.viewEvent)}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function InvalidTicket() {
  const t = useT();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t(m.ticket)}</Title>
      <Alert color="red" variant="light" icon={<IconTicketOff aria-hidden />} w="100%">
        <Text size="sm">{t.text(registrationMessages.ticketNotFound)}</Text>
      </Alert>
      <Text size="sm" c="dimmed">
        {t(m.invalidHint)}
      </Text>
      <Button component={Link} to={paths.events} variant="default">
        {t(m.browseEvents)}
      </Button>
    </Stack>
  );
}

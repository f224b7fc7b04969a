import { Button, EmptyState, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInboxOff, IconRefresh } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { describeFailure } from '../../../lib/form-errors';
import { useSiteName } from '../../../lib/get-site';
import { useSupportMessages, type InboxFilter } from '../api/get-support-messages';
import { useUpdateSupportMessage } from '../api/update-support-message';
import { SupportMessageCard } from '../components/support-message-card';

const filters: { value: InboxFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
];

const emptyTexts: Record<InboxFilter, string> = {
  all: 'Messages sent through the Talk to us form on Support & Services appear here.',
  open: 'Every message has been handled.',
  handled: 'Messages you mark as handled appear here.',
};

function readFilter(value: string | null): InboxFilter {
  return filters.find((filter) => filter.value === value)?.value ?? 'all';
}

/** /admin/messages: the support desk's inbox for site admins, newest first. */
export function SupportInboxRoute() {
  const siteName = useSiteName();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readFilter(searchParams.get('show'));
  const messages = useSupportMessages(filter);
  const update = useUpdateSupportMessage();

  const onHandledChange = (id: string, handled: boolean) =>
    update.mutate(
      { id, handled },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: describeFailure(error, { fallback: 'Could not update the message.' }),
          }),
      },
    );

  let body;
  if (messages.isPending) {
    body = <PageLoader label="Loading messages" />;
  } else if (messages.isError) {
    body = (
      <QueryErrorAlert
        title="We couldn't load the messages"
        error={messages.error}
        onRetry={() => void messages.refetch()}
        retrying={messages.isFetching}
      />
    );
  } else if (messages.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconInboxOff aria-hidden />}
        withIndicatorBackground
        title="No messages"
        description={emptyTexts[filter]}
        py="xl"
      />
    );
  } else {
    body = (
      <Stack gap="md">
        {messages.data.map((message) => {
          // Until the list is fetched again, show the change being saved.
          const saving = update.isPending && update.variables.id === message._id;
          return (
            <SupportMessageCard
              key={message._id}
              message={message}
              handled={saving ? update.variables.handled : message.handled}
              saving={saving}
              onHandledChange={(handled) => onHandledChange(message._id, handled)}
            />
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <title>{`Messages · ${siteName}`}</title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Messages</Title>
          <Text c="dimmed" size="sm" mt={4} maw={640}>
            What people sent through Talk to us, newest first. Reply by email, then mark the message
            handled.
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => void messages.refetch()}
          loading={messages.isRefetching}
          disabled={messages.isPending}
        >
          Refresh
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Show messages"
        data={filters}
        value={filter}
        onChange={(value) =>
          setSearchParams(value === 'all' ? '' : { show: value }, { replace: true })
        }
        style={{ alignSelf: 'flex-start' }}
      />
      {body}
    </Stack>
  );
}

import { Anchor, Button, EmptyState, SimpleGrid, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm-modal';
import { notifications } from '@mantine/notifications';
import type { PortalEvent } from '@portal/contract';
import { IconCalendarOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useDeleteEvent } from '../api/delete-event';
import { useManagedEvents } from '../api/get-managed-events';
import { EventEditorModal, type EditorState } from '../components/event-editor-modal';
import { eventFormMessages } from '../components/event-form-messages';
import { ManagedEventCard } from '../components/managed-event-card';
import { eventPagesMessages as m } from './messages';
import { PageHeading } from '../../../components/page-heading';

/**
 * Spec screen 21: the caller's events as cards, with create, edit and delete (DESIGN §5.10).
 * ?channelId=<id> (a channel's Activity menu) shows that channel's events and creates in it.
 */
export function ManageEventsRoute() {
  const t = useT();
  const siteName = useSiteName();
  const [params] = useSearchParams();
  const channelId = params.get('channelId') ?? undefined;
  const events = useManagedEvents();
  const shown = channelId
    ? events.data?.filter((event) => event.channelId === channelId)
    : events.data;
  const channelName = shown?.find((event) => event.channelName)?.channelName;
  const remove = useDeleteEvent();
  const [editor, setEditor] = useState<EditorState>(null);

  const confirmDelete = (event: PortalEvent) =>
    void openConfirmModal({
      title: t(m.deleteTitle, { title: event.title }),
      children: <Text size="sm">{t(m.deleteText)}</Text>,
      labels: { confirm: t(m.delete), cancel: t(m.cancel) },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(event._id, {
          onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: t(m.deleteFailed, { reason: getErrorMessage(error) }),
            }),
        }),
    });

  const addButton = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden />}
      onClick={() => setEditor({ mode: 'create', channelId })}
      aria-haspopup="dialog"
    >
      {t(eventFormMessages.addNewEvent)}
    </Button>
  );

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <title>{`${t(m.manageEvents)} · ${siteName}`}</title>
      <PageHeading
        title={t(m.manageEvents)}
        intro={
          <>
            {!channelId
              ? t(m.yourEvents)
              : channelName
                ? t(m.channelEvents, { channel: channelName })
                : t(m.thisChannelEvents)}
            {channelId && (
              <>
                {' '}
                <Anchor component={Link} to={paths.editEvents}>
                  {t(m.showAllMine)}
                </Anchor>
              </>
            )}
          </>
        }
      >
        {addButton}
      </PageHeading>

      {events.isPending ? (
        <PageLoader label={t(m.loadingEvents)} />
      ) : events.isError ? (
        <QueryErrorAlert
          title={t(m.fetchEventsFailed)}
          error={events.error}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      ) : !shown || shown.length === 0 ? (
        <EmptyState
          icon={<IconCalendarOff aria-hidden />}
          withIndicatorBackground
          title={t(m.noEventsFound)}
          description={t(m.noEventsHint)}
          py="xl"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
          {shown.map((event) => (
            <ManagedEventCard
              key={event._id}
              event={event}
              onEdit={() => setEditor({ mode: 'edit', event })}
              onDelete={() => confirmDelete(event)}
              deleting={remove.isPending && remove.variables === event._id}
            />
          ))}
        </SimpleGrid>
      )}
      <EventEditorModal state={editor} onClose={() => setEditor(null)} />
    </Stack>
  );
}

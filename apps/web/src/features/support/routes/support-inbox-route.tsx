import { Button, EmptyState, SegmentedControl, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInboxOff, IconRefresh } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { describeFailure } from '../../../lib/form-errors';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { useSupportMessages, type InboxFilter } from '../api/get-support-messages';
import { useUpdateSupportMessage } from '../api/update-support-message';
import { SupportMessageCard } from '../components/support-message-card';
import { supportInboxMessages as texts } from '../messages';
import { PageHeading } from '../../../components/page-heading';

const filters: InboxFilter[] = ['all', 'open', 'handled'];

const emptyTexts: Record<InboxFilter, MessageDescriptor> = {
  all: texts.emptyAll,
  open: texts.emptyOpen,
  handled: texts.emptyHandled,
};

function readFilter(value: string | null): InboxFilter {
  return filters.find((filter) => filter === value) ?? 'all';
}

/** /admin/messages: the support desk's inbox for site admins, newest first. */
export function SupportInboxRoute() {
  const siteName = useSiteName();
  const t = useT();
  const title = t(texts.title);
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
            message: describeFailure(error, { fallback: t(texts.updateFailed) }),
          }),
      },
    );

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <title>{`${title} · ${siteName}`}</title>
      <PageHeading title={title} intro={t(texts.intro)}>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => void messages.refetch()}
          loading={messages.isRefetching}
          disabled={messages.isPending}
        >
          {t(texts.refresh)}
        </Button>
      </PageHeading>
      <SegmentedControl
        aria-label={t(texts.show)}
        data={filters.map((value) => ({ value, label: t(texts[value]) }))}
        value={filter}
        onChange={(value) =>
          setSearchParams(value === 'all' ? '' : { show: value }, { replace: true })
        }
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryContent
        query={messages}
        loading={<PageLoader label={t(texts.loading)} />}
        errorTitle={t(texts.loadFailed)}
      >
        {(inbox) =>
          inbox.length === 0 ? (
            <EmptyState
              icon={<IconInboxOff aria-hidden />}
              withIndicatorBackground
              title={t(texts.emptyTitle)}
              description={t(emptyTexts[filter])}
              py="xl"
            />
          ) : (
            <Stack gap="md">
              {inbox.map((message) => {
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
          )
        }
      </QueryContent>
    </Stack>
  );
}

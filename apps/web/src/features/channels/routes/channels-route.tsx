import { Button, CloseButton, EmptyState, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessagesOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useChannels } from '../api/get-channels';
import { ChannelCard } from '../components/channel-card';
import { MyInvitations } from '../components/my-invitations';
import { channelPageMessages as m } from './messages';
import { PageHeading } from '../../../components/page-heading';

/** Wait this long after the last keystroke before filtering. */
const filterDelay = 300;

/** /channels: every channel by name, a filter, and for members their invitations. */
export function ChannelsRoute() {
  const t = useT();
  const siteName = useSiteName();
  const { isLoggedIn } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [debouncedQ] = useDebouncedValue(q.trim(), filterDelay);

  // In the address, so a filtered list can be shared and survives a reload.
  const setQ = (value: string) =>
    setSearchParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <title>{t(m.channelsTitle, { siteName })}</title>
      <PageHeading title={t(m.channels)} intro={t(m.intro)}>
        {isLoggedIn && (
          <Button
            component={Link}
            to={paths.channelForm}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t(m.createChannel)}
          </Button>
        )}
      </PageHeading>
      {isLoggedIn && <MyInvitations />}
      <TextInput
        label={t(m.filter)}
        placeholder={t(m.filterPlaceholder)}
        maw={{ base: '100%', sm: 360 }}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        rightSection={
          q ? (
            <CloseButton size="sm" aria-label={t(m.clearFilter)} onClick={() => setQ('')} />
          ) : null
        }
      />
      <ChannelGrid q={debouncedQ} />
    </Stack>
  );
}

function ChannelGrid({ q }: { q: string }) {
  const t = useT();
  const channels = useChannels(q);
  const { isLoggedIn } = useSession();

  if (channels.isPending) return <PageLoader label={t(m.loadingChannels)} />;
  if (channels.data === undefined) {
    return (
      <QueryErrorAlert
        title={t(m.channelsFailed)}
        error={channels.error}
        onRetry={() => void channels.refetch()}
        retrying={channels.isFetching}
      />
    );
  }
  const all = channels.data.pages.flatMap((page) => page.channels);
  if (all.length === 0) {
    return (
      <EmptyState
        icon={<IconMessagesOff aria-hidden />}
        withIndicatorBackground
        title={q ? t(m.noMatch, { q }) : t(m.noChannels)}
        description={q ? t(m.tryAnother) : isLoggedIn ? t(m.startFirst) : t(m.appearHere)}
        py="xl"
      />
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        verticalSpacing="md"
        aria-busy={channels.isPlaceholderData}
        style={{ opacity: channels.isPlaceholderData ? 0.6 : 1 }}
      >
        {all.map((channel) => (
          <ChannelCard key={channel._id} channel={channel} />
        ))}
      </SimpleGrid>
      {channels.isFetchNextPageError && (
        <Text size="sm" c="red" role="alert">
          {t(m.moreFailed, { reason: getErrorMessage(channels.error) })}
        </Text>
      )}
      {channels.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void channels.fetchNextPage()}
          loading={channels.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t(m.loadMore)}
        </Button>
      )}
    </Stack>
  );
}

import { Button, Stack, Text, Title } from '@mantine/core';
import { channelMessages } from '@portal/contract';
import { IconArrowLeft, IconMessagesOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useChannel } from '../api/get-channel';
import { ChannelView } from '../components/channel-view';

/** /channel/:id (spec screen 16), reached from the list, search suggestions and /channel. */
export function ChannelRoute() {
  const { id = '' } = useParams();
  const siteName = useSiteName();
  const channel = useChannel(id);
  const notFound =
    channel.isError && channel.error instanceof ApiError && channel.error.status === 404;

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      {channel.isPending ? (
        <>
          <title>{`Channel · ${siteName}`}</title>
          <PageLoader label="Loading channel" />
        </>
      ) : notFound ? (
        <ChannelNotFound siteName={siteName} />
      ) : channel.isError ? (
        <>
          <title>{`Channel · ${siteName}`}</title>
          <Title order={1}>Channel</Title>
          <QueryErrorAlert
            title="Failed to load the channel"
            error={channel.error}
            onRetry={() => void channel.refetch()}
            retrying={channel.isFetching}
          />
        </>
      ) : (
        <>
          <title>{`${channel.data.name} · ${siteName}`}</title>
          <ChannelView channel={channel.data} />
        </>
      )}
    </Stack>
  );
}

function ChannelNotFound({ siteName }: { siteName: string }) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={520} mx="auto">
      <title>{`Channel not found · ${siteName}`}</title>
      <IconMessagesOff size={56} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={1}>{channelMessages.notFound}</Title>
      <Text c="dimmed">
        It may have been deleted, or the link may be mistyped. Find it in the list of channels.
      </Text>
      <Button
        component={Link}
        to={paths.channels}
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        All channels
      </Button>
    </Stack>
  );
}

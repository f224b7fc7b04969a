import { Button, Stack, Text, Title } from '@mantine/core';
import { channelMessages } from '@portal/contract';
import { IconArrowLeft, IconMessagesOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useChannel } from '../api/get-channel';
import { ChannelView } from '../components/channel-view';
import { channelPageMessages as m } from './messages';

/** /channel/:id (spec screen 16), reached from the list, search suggestions and /channel. */
export function ChannelRoute() {
  const t = useT();
  const { id = '' } = useParams();
  const siteName = useSiteName();
  const channel = useChannel(id);
  const notFound =
    channel.isError && channel.error instanceof ApiError && channel.error.status === 404;

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      {channel.isPending ? (
        <>
          <title>{t(m.channelTitle, { siteName })}</title>
          <PageLoader label={t(m.loadingChannel)} />
        </>
      ) : notFound ? (
        <ChannelNotFound siteName={siteName} />
      ) : channel.isError ? (
        <>
          <title>{t(m.channelTitle, { siteName })}</title>
          <Title order={1}>{t(m.channel)}</Title>
          <QueryErrorAlert
            title={t(m.channelFailed)}
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
  const t = useT();
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={520} mx="auto">
      <title>{t(m.notFoundTitle, { siteName })}</title>
      <IconMessagesOff size={56} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={1}>{t.text(channelMessages.notFound)}</Title>
      <Text c="dimmed">{t(m.notFoundText)}</Text>
      <Button
        component={Link}
        to={paths.channels}
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        {t(m.allChannels)}
      </Button>
    </Stack>
  );
}

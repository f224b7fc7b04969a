import { Anchor, Stack, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useSiteName } from '../../../lib/get-site';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useMyChannels } from '../api/get-my-channels';
import { channelPageMessages as m } from './messages';

/**
 * /channel (spec §2 "Channel screen"): the signed-in member's own channel, owned ones first;
 * the channel list for a visitor or someone in no channel.
 */
export function MyChannelRoute() {
  const t = useT();
  const { isLoggedIn } = useSession();
  const siteName = useSiteName();
  const mine = useMyChannels();

  if (!isLoggedIn) return <Navigate to={paths.channels} replace />;
  if (mine.isPending) {
    return (
      <>
        <title>{t(m.channelTitle, { siteName })}</title>
        <PageLoader label={t(m.findingYours)} />
      </>
    );
  }
  if (mine.isError) {
    return (
      <Stack gap="md" maw={720} mx="auto">
        <title>{t(m.channelTitle, { siteName })}</title>
        <Title order={1}>{t(m.channel)}</Title>
        <QueryErrorAlert
          title={t(m.yoursFailed)}
          error={mine.error}
          onRetry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
        <Anchor component={Link} to={paths.channels}>
          {t(m.seeAll)}
        </Anchor>
      </Stack>
    );
  }
  // The server lists owned channels first; checked here too, as the spec names the order.
  const first = mine.data.find((channel) => channel.role === 'owner') ?? mine.data[0];
  return <Navigate to={first ? paths.channelPage.href(first._id) : paths.channels} replace />;
}

import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { formatShortDate } from '../../../lib/format';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { usePrivacyNotice } from '../api/privacy-notice';
import { NoticeText } from '../components/notice-text';
import { privacyPageMessages as messages } from '../messages';

/** /privacy (issue 39): the current notice in the reader's language, English where missing. */
export function PrivacyRoute() {
  const t = useT();
  const siteName = useSiteName();
  const notice = usePrivacyNotice();
  const { isLoggedIn } = useSession();
  const title = t(messages.title);
  return (
    <Stack maw={760} mx="auto" gap="lg">
      <title>{t(messages.pageTitle, { site: siteName })}</title>
      <PageHeading title={title} />
      {notice.isPending ? (
        <Skeleton height={320} />
      ) : notice.isError ? (
        <QueryErrorAlert
          title={t(messages.loadFailed)}
          error={notice.error}
          onRetry={() => void notice.refetch()}
          retrying={notice.isFetching}
        />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t(messages.version, {
                version: notice.data.version,
                date: formatShortDate(notice.data.publishedAt),
              })}
            </Text>
            <div lang={notice.data.language}>
              <NoticeText text={notice.data.text} />
            </div>
          </Stack>
        </Paper>
      )}
      {isLoggedIn && (
        <Anchor component={Link} to={paths.settings}>
          {t(messages.settingsLink)}
        </Anchor>
      )}
    </Stack>
  );
}

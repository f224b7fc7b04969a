import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { QueryContent } from '../../../components/query-content';
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
      <QueryContent
        query={notice}
        loading={<Skeleton height={320} />}
        errorTitle={t(messages.loadFailed)}
      >
        {(current) => (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t(messages.version, {
                  version: current.version,
                  date: formatShortDate(current.publishedAt),
                })}
              </Text>
              <div lang={current.language}>
                <NoticeText text={current.text} />
              </div>
            </Stack>
          </Paper>
        )}
      </QueryContent>
      {isLoggedIn && (
        <Anchor component={Link} to={paths.settings}>
          {t(messages.settingsLink)}
        </Anchor>
      )}
    </Stack>
  );
}

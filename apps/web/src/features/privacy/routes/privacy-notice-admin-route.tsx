import { Paper, Stack, Text } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { formatShortDate } from '../../../lib/format';
import { useSiteName } from '../../../lib/get-site';
import { useAdminPrivacyNotice } from '../api/privacy-notice';
import { NoticeEditor } from '../components/notice-editor';
import { noticeEditorMessages as messages } from '../messages';

/** /admin/privacy-notice (issue 39): site admins edit and publish the notice, per language. */
export function PrivacyNoticeAdminRoute() {
  const t = useT();
  const siteName = useSiteName();
  const notice = useAdminPrivacyNotice();
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <title>{t(messages.pageTitle, { site: siteName })}</title>
      <PageHeading title={t(messages.title)} intro={t(messages.intro)} />
      <QueryContent
        query={notice}
        loading={<PageLoader label={t(messages.title)} />}
        errorTitle={t(messages.loadFailed)}
      >
        {(current) => (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t(messages.current, {
                  version: current.version,
                  date: formatShortDate(current.publishedAt),
                })}
              </Text>
              {/* Keyed by version: a publication starts the editor from what was published. */}
              <NoticeEditor key={current.version} current={current} />
            </Stack>
          </Paper>
        )}
      </QueryContent>
    </Stack>
  );
}

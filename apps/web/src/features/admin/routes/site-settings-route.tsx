import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { useSiteSettings } from '../api/get-site-settings';
import { SiteSettingsForm } from '../components/site-settings-form';
import { siteSettingsPageMessages as text } from './messages';

/** Issue 3 §13: the site identity, editable in the app; blank means the environment's default. */
export function SiteSettingsRoute() {
  const t = useT();
  const siteName = useSiteName();
  const settings = useSiteSettings();
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <div>
        <Title order={1}>{t(text.heading)}</Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t(text.intro)}
        </Text>
      </div>
      <QueryContent
        query={settings}
        loading={<PageLoader label={t(text.loading)} />}
        errorTitle={t(text.loadFailed)}
      >
        {(data) => (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <SiteSettingsForm data={data} />
          </Paper>
        )}
      </QueryContent>
    </Stack>
  );
}

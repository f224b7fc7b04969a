import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
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
      {settings.isPending ? (
        <PageLoader label={t(text.loading)} />
      ) : settings.isError ? (
        <QueryErrorAlert
          title={t(text.loadFailed)}
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <SiteSettingsForm data={settings.data} />
        </Paper>
      )}
    </Stack>
  );
}

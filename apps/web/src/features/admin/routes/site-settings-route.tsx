import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useSiteName } from '../../../lib/get-site';
import { useSiteSettings } from '../api/get-site-settings';
import { SiteSettingsForm } from '../components/site-settings-form';

/** Issue 3 §13: the site identity, editable in the app; blank means the environment's default. */
export function SiteSettingsRoute() {
  const siteName = useSiteName();
  const settings = useSiteSettings();
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <title>{`Site settings · ${siteName}`}</title>
      <div>
        <Title order={1}>Site settings</Title>
        <Text c="dimmed" size="sm" mt={4}>
          Leave a box blank to use the default from the server&apos;s configuration.
        </Text>
      </div>
      {settings.isPending ? (
        <PageLoader label="Loading site settings" />
      ) : settings.isError ? (
        <QueryErrorAlert
          title="We couldn't load the site settings"
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

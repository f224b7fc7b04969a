import { Stack } from '@mantine/core';
import { useSiteName } from '../../../lib/get-site';
import { SiteIdentity } from '../components/site-identity';

/**
 * Home (spec §2 "/"): the site's identity first. Each section loads and fails on its own,
 * so the events listing joins this stack as a sibling section.
 */
export function HomeRoute() {
  const siteName = useSiteName();
  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <title>{siteName}</title>
      <SiteIdentity />
    </Stack>
  );
}

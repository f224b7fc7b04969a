import { Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { fallbackSiteName, useSite } from '../../../lib/get-site';
import { identityMessages } from '../messages';
import { CommunityHero } from './community-hero';

// A community site's first visit never downloads the alumni landing (its purpose cards, icons
// and the member corner's loader); an alumni site fetches it beside the site's identity.
const AlumniWelcome = lazy(() =>
  import('./alumni-welcome').then((module) => ({ default: module.AlumniWelcome })),
);

/** Which identity the site shows is an admin setting (DESIGN §1): community or alumni. */
export function SiteIdentity() {
  const site = useSite();
  const t = useT();

  if (site.isPending) return <IdentitySkeleton />;
  if (site.isError) {
    return (
      <>
        {/* Keeps the page's one top-level heading while the real one cannot be shown. */}
        <VisuallyHidden>
          <Title order={1}>{fallbackSiteName}</Title>
        </VisuallyHidden>
        <QueryErrorAlert
          title={t(identityMessages.loadFailed)}
          error={site.error}
          onRetry={() => void site.refetch()}
          retrying={site.isFetching}
        />
      </>
    );
  }
  return site.data.profile === 'alumni' ? (
    <Suspense fallback={<IdentitySkeleton />}>
      <AlumniWelcome name={site.data.name} />
    </Suspense>
  ) : (
    <CommunityHero name={site.data.name} tagline={site.data.tagline} />
  );
}

function IdentitySkeleton() {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t(identityMessages.loading)}>
      <Skeleton height={28} width="40%" />
      <Skeleton height={16} width="80%" />
      <Skeleton height={16} width="65%" />
      <Skeleton height={160} mt="md" />
    </Stack>
  );
}

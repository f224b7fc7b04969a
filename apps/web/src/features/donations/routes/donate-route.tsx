import { Paper, Stack, Text, Title } from '@mantine/core';
import type { DonationConfig } from '@portal/contract';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { useCurrentUser } from '../../../lib/current-user';
import { useSiteName } from '../../../lib/get-site';
import { useSession } from '../../../lib/session';
import { useDonationConfig } from '../api/get-donation-config';
import { DonationForm } from '../components/donation-form';
import { DonationThanks } from '../components/donation-thanks';
import { DonationsAdminSetup } from '../components/donations-admin-setup';
import { DonationsNotConfigured } from '../components/donations-not-configured';
import { OtherWaysToGive } from '../components/other-ways-to-give';
import { useDonationCheckout } from '../components/use-donation-checkout';
import { donatePageMessages as text } from './messages';

/** Spec screen 9 at /donate: one-off or monthly giving through Razorpay Checkout. */
export function DonateRoute() {
  const t = useT();
  const siteName = useSiteName();
  const config = useDonationConfig();

  return (
    <Stack maw={720} mx="auto" gap="lg">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <div>
        <Title order={1}>{t(text.heading)}</Title>
        <Text c="dimmed" mt={4}>
          {config.data
            ? t(text.intro, { organisation: config.data.organisationName })
            : t(text.introGeneric)}
        </Text>
      </div>
      <QueryContent
        query={config}
        loading={<PageLoader label={t(text.loading)} />}
        errorTitle={t(text.loadFailed)}
      >
        {(data) => (data.enabled ? <Donation config={data} /> : <NotConfigured config={data} />)}
      </QueryContent>
    </Stack>
  );
}

function Donation({ config }: { config: DonationConfig }) {
  const t = useT();
  const { state, start, reset } = useDonationCheckout();
  const { isLoggedIn } = useSession();
  const user = useCurrentUser();

  // The keys went away after the page loaded (the server answered 503).
  if (state.step === 'notConfigured') return <NotConfigured config={config} />;
  if (state.step === 'thanks')
    return <DonationThanks message={state.message} onDonateAgain={reset} />;
  // Wait for the signed-in person so the form starts filled rather than changing under them.
  if (isLoggedIn && user.isPending) return <PageLoader label={t(text.loadingDetails)} />;

  const donor = { name: user.data?.name ?? '', email: user.data?.email ?? '' };
  return (
    <>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <DonationForm
          config={config}
          donor={donor}
          state={state}
          onDonate={(request) => void start(request)}
        />
      </Paper>
      {config.otherWaysToGive && (
        <OtherWaysToGive
          details={config.otherWaysToGive}
          organisation={config.organisationName}
          besideForm
        />
      )}
    </>
  );
}

/**
 * No online giving: what visitors see, and above it, for a site admin, what to configure. The
 * instructions are names and places, not secrets, so the client deciding on the role is enough.
 */
function NotConfigured({ config }: { config: DonationConfig }) {
  const { isAdmin } = useSession();
  return (
    <>
      {isAdmin && <DonationsAdminSetup hasOtherWays={Boolean(config.otherWaysToGive)} />}
      <DonationsNotConfigured
        otherWaysToGive={config.otherWaysToGive}
        organisation={config.organisationName}
      />
    </>
  );
}

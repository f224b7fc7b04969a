import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { MembershipNotice } from '../../../components/membership-notice';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/i18n-provider';
import { useCurrentUser } from '../../../lib/current-user';
import { useSiteName } from '../../../lib/get-site';
import { useSession } from '../../../lib/session';
import { AlertsSection } from '../components/alerts-form';
import { ModerationQueue } from '../components/moderation-queue';
import { MyPosts } from '../components/my-posts';
import { OpportunityList } from '../components/opportunity-list';
import { PostForm } from '../components/post-form';
import { opportunityMessages as text } from '../messages';

const tabs = ['find', 'post', 'mine', 'alerts', 'moderation'] as const;
type Tab = (typeof tabs)[number];

/**
 * /opportunities (issue 37): verified members find and post jobs, internships and referrals,
 * follow their own posts and set a weekly alert; site admins moderate. The tab is in the address
 * bar (?tab=alerts), so the digest's "change what you are sent" link opens the right one.
 */
export function OpportunitiesRoute() {
  const t = useT();
  const siteName = useSiteName();
  const user = useCurrentUser();
  const { isAdmin } = useSession();
  const status = user.data?.membershipStatus;
  const [search, setSearch] = useSearchParams();
  const asked = tabs.find((tab) => tab === search.get('tab')) ?? 'find';
  const tab: Tab = asked === 'moderation' && !isAdmin ? 'find' : asked;
  const show = (next: string | null) =>
    setSearch(next && next !== 'find' ? { tab: next } : {}, { replace: true });

  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <div>
        <Title order={1}>{t(text.title)}</Title>
        <Text c="dimmed" mt={4}>
          {t(text.intro)}
        </Text>
      </div>
      {user.isPending ? (
        <PageLoader label={t(text.loading)} />
      ) : status && status !== 'verified' && !isAdmin ? (
        <MembershipNotice status={status} />
      ) : (
        <Tabs value={tab} onChange={show} keepMounted={false}>
          <Tabs.List aria-label={t(text.tabs)}>
            <Tabs.Tab value="find">{t(text.tabFind)}</Tabs.Tab>
            <Tabs.Tab value="post">{t(text.tabPost)}</Tabs.Tab>
            <Tabs.Tab value="mine">{t(text.tabMine)}</Tabs.Tab>
            <Tabs.Tab value="alerts">{t(text.tabAlerts)}</Tabs.Tab>
            {isAdmin && <Tabs.Tab value="moderation">{t(text.tabModeration)}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="find" pt="md">
            <OpportunityList />
          </Tabs.Panel>
          <Tabs.Panel value="post" pt="md">
            <PostForm onPosted={() => show('mine')} />
          </Tabs.Panel>
          <Tabs.Panel value="mine" pt="md">
            <MyPosts />
          </Tabs.Panel>
          <Tabs.Panel value="alerts" pt="md">
            <AlertsSection />
          </Tabs.Panel>
          {isAdmin && (
            <Tabs.Panel value="moderation" pt="md">
              <ModerationQueue />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </Stack>
  );
}

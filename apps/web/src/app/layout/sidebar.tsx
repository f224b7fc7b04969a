import { AppShell, Image, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarTime,
  IconHash,
  IconHeartHandshake,
  IconInfoCircle,
  IconLifebuoy,
  IconMessages,
  IconTrophy,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { lazy, Suspense, type Ref } from 'react';
import { useT } from '../../i18n/i18n-provider';
import { useCurrentUser } from '../../lib/current-user';
import { useSite, fallbackSiteName } from '../../lib/get-site';
import { paths } from '../../lib/paths';
import { safeImageSrc } from '../../lib/safe-url';
import { useSession } from '../../lib/session';
import { sidebarMessages } from './messages';
import { ManageSection } from './manage-section';
import { SidebarLink } from './sidebar-link';
import classes from './sidebar.module.css';

// The alumni network's links load once someone signs in (network-links.tsx).
const NetworkLinks = lazy(() =>
  import('./network-links').then((module) => ({ default: module.NetworkLinks })),
);

export const sidebarId = 'app-sidebar';
const iconSize = 18;

interface SidebarProps {
  ref?: Ref<HTMLDivElement>;
  opened: boolean;
  onNavigate: () => void;
}

/**
 * Spec §2 sidebar: logo, events, then "Others". Members for every signed-in member (the
 * directory is for members, docs/community-api.md); Channel and the Manage section only for a
 * signed-in site admin (the stored flag follows the server's answer, see current-user.ts).
 */
export function Sidebar({ ref, opened, onNavigate }: SidebarProps) {
  const { isAdmin, isLoggedIn } = useSession();
  const { data: user } = useCurrentUser();
  // Issue 35: the directory is for verified members; one who waits sees why on the home page.
  const verified = isLoggedIn && (isAdmin || user?.membershipStatus === 'verified');
  const t = useT();
  return (
    <AppShell.Navbar
      ref={ref}
      id={sidebarId}
      className={classes.sidebar}
      aria-label={t(sidebarMessages.label)}
      p="sm"
      // A collapsed sidebar is only slid off-screen; inert keeps its links out of the tab order.
      inert={!opened}
    >
      <AppShell.Section mb="sm">
        <SiteLogo />
      </AppShell.Section>
      <AppShell.Section grow className={classes.links}>
        <SidebarLink
          to={paths.events}
          label={t(sidebarMessages.events)}
          icon={<IconCalendarEvent size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        <SidebarLink
          to={paths.upcomingEvents}
          label={t(sidebarMessages.upcomingEvents)}
          icon={<IconCalendarTime size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        <SidebarLink
          to={paths.team}
          label={t(sidebarMessages.tournament)}
          icon={<IconTrophy size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        {/* Everyone may browse channels; the spec's admin-only "Channel" link stays below. */}
        <SidebarLink
          to={paths.channels}
          label={t(sidebarMessages.channels)}
          icon={<IconHash size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        <Text component="h2" size="xs" fw={700} tt="uppercase" c="dimmed" mt="md" mb={4} px="sm">
          {t(sidebarMessages.others)}
        </Text>
        <SidebarLink
          to={paths.about}
          label={t(sidebarMessages.about)}
          icon={<IconInfoCircle size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        {isLoggedIn && (
          <>
            <SidebarLink
              to={paths.members}
              label={t(sidebarMessages.members)}
              icon={<IconUsers size={iconSize} aria-hidden />}
              onNavigate={onNavigate}
            />
            <Suspense fallback={null}>
              <NetworkLinks verified={verified} onNavigate={onNavigate} />
            </Suspense>
          </>
        )}
        <SidebarLink
          to={paths.supportServices}
          label={t(sidebarMessages.support)}
          icon={<IconLifebuoy size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        <SidebarLink
          to={paths.donate}
          label={t(sidebarMessages.donate)}
          icon={<IconHeartHandshake size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        {isAdmin && (
          <SidebarLink
            to={paths.channel}
            label={t(sidebarMessages.channel)}
            icon={<IconMessages size={iconSize} aria-hidden />}
            onNavigate={onNavigate}
          />
        )}
        {/* Issue 3 §13, issue 18: the site-admin pages, folded so the sidebar fits a laptop. */}
        {isAdmin && <ManageSection onNavigate={onNavigate} />}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}

/** The site's logo when an admin has set one, otherwise a neutral community mark. */
function SiteLogo() {
  const { data: site } = useSite();
  const t = useT();
  const name = site?.name ?? fallbackSiteName;
  const logo = safeImageSrc(site?.logoUrl);
  if (logo) {
    return (
      <Image src={logo} alt={t(sidebarMessages.logo, { name })} h={48} w="auto" fit="contain" />
    );
  }
  return (
    <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
      <IconUsersGroup size={28} />
    </ThemeIcon>
  );
}

import { AppShell, Image, Text, ThemeIcon } from '@mantine/core';
import {
  IconAdjustments,
  IconCalendarCog,
  IconCalendarEvent,
  IconCalendarTime,
  IconChartBar,
  IconGauge,
  IconHash,
  IconHeartHandshake,
  IconInbox,
  IconInfoCircle,
  IconLifebuoy,
  IconMail,
  IconMessages,
  IconNews,
  IconReceipt,
  IconTrophy,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useSite, fallbackSiteName } from '../../lib/get-site';
import { paths } from '../../lib/paths';
import { safeImageSrc } from '../../lib/safe-url';
import { useSession } from '../../lib/session';
import { SidebarLink } from './sidebar-link';
import classes from './sidebar.module.css';

export const sidebarId = 'app-sidebar';
const iconSize = 18;

interface SidebarProps {
  opened: boolean;
  onNavigate: () => void;
}

/**
 * Spec §2 sidebar: logo, events, then "Others". Members for every signed-in member (the
 * directory is for members, docs/community-api.md); Channel and the Admin section only for a
 * signed-in site admin (the stored flag follows the server's answer, see current-user.ts).
 */
export function Sidebar({ opened, onNavigate }: SidebarProps) {
  const { isAdmin, isLoggedIn } = useSession();
  return (
    <AppShell.Navbar
      id={sidebarId}
      className={classes.sidebar}
      aria-label="Main"
      p="sm"
      // A collapsed sidebar is only slid off-screen; inert keeps its links out of the tab order.
      inert={!opened}
    >
      <AppShell.Section mb="sm">
        <SiteLogo />
      </AppShell.Section>
      <AppShell.Section grow style={{ overflowY: 'auto' }}>
        <SidebarLink
          to={paths.events}
          label="Events"
          icon={<IconCalendarEvent size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        <SidebarLink
          to={paths.upcomingEvents}
          label="Upcoming Events"
          icon={<IconCalendarTime size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        <SidebarLink
          to={paths.team}
          label="Tournament"
          icon={<IconTrophy size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        {/* Everyone may browse channels; the spec's admin-only "Channel" link stays below. */}
        <SidebarLink
          to={paths.channels}
          label="Channels"
          icon={<IconHash size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        <Text component="h2" size="xs" fw={700} tt="uppercase" c="dimmed" mt="md" mb={4} px="sm">
          Others
        </Text>
        <SidebarLink
          to={paths.about}
          label="About Us"
          icon={<IconInfoCircle size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        {isLoggedIn && (
          <SidebarLink
            to={paths.members}
            label="Members"
            icon={<IconUsers size={iconSize} aria-hidden />}
            onNavigate={onNavigate}
          />
        )}
        <SidebarLink
          to={paths.supportServices}
          label="Support & Services"
          icon={<IconLifebuoy size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        <SidebarLink
          to={paths.donate}
          label="Donate"
          icon={<IconHeartHandshake size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
        {isAdmin && (
          <SidebarLink
            to={paths.channel}
            label="Channel"
            icon={<IconMessages size={iconSize} aria-hidden />}
            onNavigate={onNavigate}
          />
        )}
        {isAdmin && (
          <>
            {/* Issue 3 §13: site-admin pages; later issues add theirs here. */}
            <Text
              component="h2"
              size="xs"
              fw={700}
              tt="uppercase"
              c="dimmed"
              mt="md"
              mb={4}
              px="sm"
            >
              Admin
            </Text>
            <SidebarLink
              to={paths.editEvents}
              label="Manage Events"
              icon={<IconCalendarCog size={iconSize} aria-hidden />}
              onNavigate={onNavigate}
            />
            <SidebarLink
              to={paths.editFeeds}
              label="Manage Feed Posts"
              icon={<IconNews size={iconSize} aria-hidden />}
              onNavigate={onNavigate}
            />
            <SidebarLink
              to={paths.eventDashboard}
              label="Event Dashboard"
              icon={<IconChartBar size={iconSize} aria-hidden />}
              onNavigate={onNavigate}
            />
            <SidebarLink
              to={paths.adminOutbox}
              label="Outbox"
              icon={<IconMail size={iconSize} aria-hidden />}
              onNavigate={onNavigate}
            />
            <SidebarLink
              to={paths.adminDonations}
              label="Donations"
              icon={<IconReceipt size={iconSize} aria-hidden />}
              onNavigate={onNavigate}
            />
            <SidebarLink
              to={paths.adminMessages}
              label="Messages"
              icon={<IconInbox size={iconSize} aria-hidden />}
              onNavigate={onNavigate}
            />
            <SidebarLink
              to={paths.adminWebVitals}
              label="Web vitals"
              icon={<IconGauge size={iconSize} aria-hidden />}
              onNavigate={onNavigate}
            />
            <SidebarLink
              to={paths.adminSettings}
              label="Site settings"
              icon={<IconAdjustments size={iconSize} aria-hidden />}
              onNavigate={onNavigate}
            />
          </>
        )}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}

/** The site's logo when an admin has set one, otherwise a neutral community mark. */
function SiteLogo() {
  const { data: site } = useSite();
  const name = site?.name ?? fallbackSiteName;
  const logo = safeImageSrc(site?.logoUrl);
  if (logo) {
    return <Image src={logo} alt={`${name} logo`} h={48} w="auto" fit="contain" />;
  }
  return (
    <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
      <IconUsersGroup size={28} />
    </ThemeIcon>
  );
}

import {
  IconAdjustments,
  IconCalendarCog,
  IconChartBar,
  IconGauge,
  IconHistory,
  IconInbox,
  IconMail,
  IconStack2,
  IconNews,
  IconReceipt,
  IconShieldLock,
  IconTicket,
  IconTrophy,
  IconFileSpreadsheet,
  IconUserCheck,
  IconUserStar,
} from '@tabler/icons-react';
import { defineMessages } from '@portal/contract/i18n/define-messages';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/i18n-provider';
import { paths } from '../../lib/paths';
import { SidebarLink } from './sidebar-link';

// Loaded by manage-section.tsx when a site admin opens the section, with its texts.
const manageMessages = defineMessages('app.sidebar', {
  manageEvents: 'Manage Events',
  manageFeedPosts: 'Manage Feed Posts',
  eventDashboard: 'Event Dashboard',
  tournamentAdmin: 'Tournament admin',
  outbox: 'Outbox',
  backgroundWork: 'Background work',
  donations: 'Donations',
  ticketLedger: 'Ticket ledger',
  messages: 'Messages',
  webVitals: 'Web vitals',
  siteSettings: 'Site settings',
  privacyNotice: 'Privacy notice',
  joinRequests: 'Join requests',
  roster: 'Alumni roster',
  batchReps: 'Batch representatives',
  audit: 'Audit trail',
});

const links = [
  { to: paths.editEvents, label: manageMessages.manageEvents, Icon: IconCalendarCog },
  { to: paths.editFeeds, label: manageMessages.manageFeedPosts, Icon: IconNews },
  { to: paths.eventDashboard, label: manageMessages.eventDashboard, Icon: IconChartBar },
  { to: paths.tournamentAdmin, label: manageMessages.tournamentAdmin, Icon: IconTrophy },
  { to: paths.adminOutbox, label: manageMessages.outbox, Icon: IconMail },
  { to: paths.adminJobs, label: manageMessages.backgroundWork, Icon: IconStack2 },
  { to: paths.adminDonations, label: manageMessages.donations, Icon: IconReceipt },
  { to: paths.adminTicketLedger, label: manageMessages.ticketLedger, Icon: IconTicket },
  { to: paths.adminMessages, label: manageMessages.messages, Icon: IconInbox },
  { to: paths.adminWebVitals, label: manageMessages.webVitals, Icon: IconGauge },
  { to: paths.joinRequests, label: manageMessages.joinRequests, Icon: IconUserCheck },
  { to: paths.adminRoster, label: manageMessages.roster, Icon: IconFileSpreadsheet },
  { to: paths.adminBatchReps, label: manageMessages.batchReps, Icon: IconUserStar },
  { to: paths.adminSettings, label: manageMessages.siteSettings, Icon: IconAdjustments },
  { to: paths.adminAudit, label: manageMessages.audit, Icon: IconHistory },
  { to: '/admin/privacy-notice', label: manageMessages.privacyNotice, Icon: IconShieldLock },
];

/** The site-admin pages (issue 3 §13); later issues add theirs here. */
export function ManageLinks({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const group = useRef<HTMLDivElement>(null);
  // Opened at the sidebar's foot on a short screen, the links would land below its edge.
  useEffect(() => group.current?.scrollIntoView({ block: 'nearest' }), []);
  return (
    <div ref={group}>
      {links.map(({ to, label, Icon }) => (
        <SidebarLink
          key={to}
          to={to}
          label={t(label)}
          icon={<Icon size={18} aria-hidden />}
          onNavigate={onNavigate}
        />
      ))}
    </div>
  );
}

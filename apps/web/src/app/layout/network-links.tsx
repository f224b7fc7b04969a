import { IconBriefcase, IconCompass, IconUsersGroup } from '@tabler/icons-react';
import { defineMessages } from '@portal/contract/i18n/define-messages';
import { useT } from '../../i18n/i18n-provider';
import { paths } from '../../lib/paths';
import { ConsentPrompt } from '../../features/privacy/components/consent-prompt';
import { SidebarLink } from './sidebar-link';

// Loaded by the sidebar once someone is signed in, with its texts and icons: visitors, whose
// first visit the shell is, never see these links (the first visit's weight, ADR 17).
const networkMessages = defineMessages('app.sidebar', {
  directory: 'Directory',
  opportunities: 'Opportunities',
  mentors: 'Find a mentor',
});
const iconSize = 18;

interface NetworkLinksProps {
  /** Verified members (and site admins) read the directory and find mentors (issues 35, 37). */
  verified: boolean;
  onNavigate: () => void;
}

/** The alumni network's pages for signed-in members (issues 35 and 37). */
export function NetworkLinks({ verified, onNavigate }: NetworkLinksProps) {
  const t = useT();
  return (
    <>
      {/* Issue 39: asks a signed-in member to accept a new privacy notice (a banner in a portal).
          Mounted here because this chunk loads only once someone is signed in: a visitor's first
          visit pays nothing for it, not even a name in the preload table. */}
      <ConsentPrompt />
      {verified && (
        <SidebarLink
          to={paths.directory}
          label={t(networkMessages.directory)}
          icon={<IconUsersGroup size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
      )}
      <SidebarLink
        to={paths.opportunities}
        label={t(networkMessages.opportunities)}
        icon={<IconBriefcase size={iconSize} aria-hidden />}
        onNavigate={onNavigate}
      />
      {verified && (
        <SidebarLink
          to={paths.mentors}
          label={t(networkMessages.mentors)}
          icon={<IconCompass size={iconSize} aria-hidden />}
          onNavigate={onNavigate}
        />
      )}
    </>
  );
}

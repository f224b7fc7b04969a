import '@mantine/core/styles/Menu.layer.css';
import { ActionIcon, Menu, UnstyledButton } from '@mantine/core';
import {
  IconKey,
  IconLanguage,
  IconLifebuoy,
  IconLogin,
  IconLogout,
  IconSchool,
  IconSettings,
  IconTicket,
  IconUserCircle,
  IconUserEdit,
  IconUserPlus,
} from '@tabler/icons-react';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { useEffect, useRef, type ComponentType } from 'react';
import { Link } from 'react-router';
import { languageCodes, languages, type Language } from '@portal/contract/i18n/languages';
import { UserAvatar } from '../../components/user-avatar';
import { useLogout } from '../../features/auth/api/logout';
import { useCurrentUser } from '../../lib/current-user';
import { paths } from '../../lib/paths';
import { useLanguage, useT } from '../../i18n/i18n-provider';
import { useSaveAccountLanguage } from '../../i18n/use-save-account-language';
import { menuMessages } from './menu-messages';
import { topBarMessages } from './messages';
import classes from './user-menu.module.css';

// The menus themselves (Mantine's Menu, Popover and floating-ui): loaded by user-menu.tsx when a
// pointer or focus reaches the button, so they stay out of the first page load.

interface LinkItem {
  to: string;
  label: MessageDescriptor;
  Icon: ComponentType<{ size: number; 'aria-hidden': boolean }>;
}

const visitorLinks: LinkItem[] = [
  { to: paths.login, label: menuMessages.login, Icon: IconLogin },
  { to: paths.signup, label: menuMessages.createAccount, Icon: IconUserPlus },
];

const profileLinks: LinkItem[] = [
  { to: paths.profile, label: menuMessages.editProfile, Icon: IconUserEdit },
  { to: paths.myTickets, label: menuMessages.myTickets, Icon: IconTicket },
  { to: paths.mentoring, label: menuMessages.mentoring, Icon: IconSchool },
  { to: paths.changePassword, label: menuMessages.changePassword, Icon: IconKey },
  { to: paths.settings, label: menuMessages.accountSettings, Icon: IconSettings },
  { to: paths.supportServices, label: menuMessages.support, Icon: IconLifebuoy },
];

function LinkItems({ links }: { links: LinkItem[] }) {
  const t = useT();
  return links.map(({ to, label, Icon }) => (
    <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} aria-hidden />}>
      {t(label)}
    </Menu.Item>
  ));
}

export interface MenuProps {
  /** Open at once: the button was pressed before this code had arrived. */
  defaultOpened: boolean;
  /** Take the focus: the stand-in button had it when this replaced it. */
  autoFocus: boolean;
  /** Called once the button has taken the stand-in's place: what it inherited is spent. */
  onTakenOver: () => void;
}

/**
 * The real button taking the stand-in's place: it takes the focus if the stand-in had it, and
 * opens through its own click if the stand-in was pressed, so the menu remembers this button as
 * the one to give the focus back to when it closes.
 */
function useTakeOver<T extends HTMLElement>({ autoFocus, defaultOpened, onTakenOver }: MenuProps) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
    if (defaultOpened) ref.current?.click();
    onTakenOver();
    // Only when it first replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

export function VisitorMenu(props: MenuProps) {
  const ref = useTakeOver<HTMLButtonElement>(props);
  const t = useT();
  return (
    <Menu position="bottom-end" width={200} withinPortal={false}>
      <Menu.Target>
        <ActionIcon ref={ref} variant="default" size="lg" aria-label={t(topBarMessages.userMenu)}>
          <IconUserCircle size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <LinkItems links={visitorLinks} />
      </Menu.Dropdown>
    </Menu>
  );
}

export function ProfileMenu(props: MenuProps) {
  const user = useCurrentUser();
  // Spec §4 Sign out: the server forgets the session, and this device does even if that fails.
  const logout = useLogout();
  const ref = useTakeOver<HTMLButtonElement>(props);
  const t = useT();
  return (
    <Menu position="bottom-end" width={220} withinPortal={false}>
      <Menu.Target>
        <UnstyledButton
          ref={ref}
          aria-label={t(topBarMessages.profileMenu)}
          aria-busy={user.isPending}
          className={classes.profileButton}
        >
          {/* Spec §9: 40×40; a spinner while the user loads, the default avatar on failure. */}
          <UserAvatar imageUrl={user.data?.imageUrl} size={40} loading={user.isPending} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user.data && (
          <Menu.Label fz="sm" c="bright" style={{ overflowWrap: 'anywhere' }}>
            {user.data.name}
          </Menu.Label>
        )}
        <LinkItems links={profileLinks} />
        <Menu.Divider />
        <Menu.Item
          onClick={() => logout.mutate()}
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          {t(menuMessages.signOut)}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Each language in its own name and script; the page changes at once and keeps its state. The
 * choice is kept in a cookie, and on the account when someone is signed in.
 */
export function LanguageMenu(props: MenuProps) {
  const ref = useTakeOver<HTMLButtonElement>(props);
  const t = useT();
  const { language, setLanguage } = useLanguage();
  const saveOnAccount = useSaveAccountLanguage();
  const choose = (next: Language) => {
    if (next !== language) void setLanguage(next).then(() => saveOnAccount(next));
  };
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <ActionIcon ref={ref} variant="default" size="lg" aria-label={t(topBarMessages.language)}>
          <IconLanguage size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={t(topBarMessages.language)}>
        {languageCodes.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            aria-current={code === language ? 'true' : undefined}
            fw={code === language ? 700 : undefined}
            onClick={() => choose(code)}
          >
            {languages[code].name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import '@mantine/core/styles/Menu.layer.css';
import { ActionIcon, Menu, UnstyledButton } from '@mantine/core';
import {
  IconKey,
  IconLifebuoy,
  IconLogin,
  IconLogout,
  IconSettings,
  IconUserCircle,
  IconUserEdit,
  IconUserPlus,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { useLogout } from '../../features/auth/api/logout';
import { useCurrentUser } from '../../lib/current-user';
import { paths } from '../../lib/paths';
import classes from './user-menu.module.css';

// The menus themselves (Mantine's Menu, Popover and floating-ui): loaded by user-menu.tsx when a
// pointer or focus reaches the button, so they stay out of the first page load.

const iconSize = 16;

export interface MenuProps {
  /** Open at once: the button was pressed before this code had arrived. */
  defaultOpened: boolean;
  /** Take the focus: the stand-in button had it when this replaced it. */
  autoFocus: boolean;
}

/**
 * The real button taking the stand-in's place: it takes the focus if the stand-in had it, and
 * opens through its own click if the stand-in was pressed, so the menu remembers this button as
 * the one to give the focus back to when it closes.
 */
function useTakeOver<T extends HTMLElement>({ autoFocus, defaultOpened }: MenuProps) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
    if (defaultOpened) ref.current?.click();
    // Only when it first replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

export function VisitorMenu(props: MenuProps) {
  const ref = useTakeOver<HTMLButtonElement>(props);
  return (
    <Menu position="bottom-end" width={200} withinPortal={false}>
      <Menu.Target>
        <ActionIcon ref={ref} variant="default" size="lg" aria-label="User menu">
          <IconUserCircle size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={paths.login}
          leftSection={<IconLogin size={iconSize} aria-hidden />}
        >
          Login
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.signup}
          leftSection={<IconUserPlus size={iconSize} aria-hidden />}
        >
          Create Account
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function ProfileMenu(props: MenuProps) {
  const user = useCurrentUser();
  // Spec §4 Sign out: the server forgets the session, and this device does even if that fails.
  const logout = useLogout();
  const ref = useTakeOver<HTMLButtonElement>(props);
  return (
    <Menu position="bottom-end" width={220} withinPortal={false}>
      <Menu.Target>
        <UnstyledButton
          ref={ref}
          aria-label="Profile menu"
          aria-busy={user.isPending}
          className={classes.profileButton}
        >
          {/* Spec §9: 40×40; a spinner while the user loads, the default avatar on failure. */}
          <UserAvatar imageUrl={user.data?.imageUrl} size={40} loading={user.isPending} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={paths.profile}
          leftSection={<IconUserEdit size={iconSize} aria-hidden />}
        >
          Edit Profile
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.changePassword}
          leftSection={<IconKey size={iconSize} aria-hidden />}
        >
          Change Password
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.settings}
          leftSection={<IconSettings size={iconSize} aria-hidden />}
        >
          Account Settings
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.supportServices}
          leftSection={<IconLifebuoy size={iconSize} aria-hidden />}
        >
          Support
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          onClick={() => logout.mutate()}
          leftSection={<IconLogout size={iconSize} aria-hidden />}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

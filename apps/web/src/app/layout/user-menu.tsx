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
import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { useLogout } from '../../features/auth/api/logout';
import { useCurrentUser } from '../../lib/current-user';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import classes from './user-menu.module.css';

const iconSize = 16;

/** Spec §2/§6: visitors get Login and Create Account; a logged-in user gets the profile menu. */
export function UserMenu() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <ProfileMenu /> : <VisitorMenu />;
}

function VisitorMenu() {
  return (
    <Menu position="bottom-end" width={200} withinPortal={false}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="User menu">
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

function ProfileMenu() {
  const user = useCurrentUser();
  // Spec §4 Sign out: the server forgets the session, and this device does even if that fails.
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={220} withinPortal={false}>
      <Menu.Target>
        <UnstyledButton
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

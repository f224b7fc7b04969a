import { ActionIcon, Avatar, Menu } from '@mantine/core';
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
import { Link, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { signOut, useSession } from '../../lib/session';

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
  const navigate = useNavigate();
  const handleSignOut = () => {
    signOut();
    void navigate(paths.login);
  };
  return (
    <Menu position="bottom-end" width={220} withinPortal={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" radius="xl" aria-label="Profile menu">
          <Avatar size={32} radius="xl" color="indigo" alt="" />
        </ActionIcon>
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
        <Menu.Item onClick={handleSignOut} leftSection={<IconLogout size={iconSize} aria-hidden />}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

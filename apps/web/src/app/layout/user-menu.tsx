import { ActionIcon, UnstyledButton } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import type { ComponentProps, Ref } from 'react';
import { UserAvatar } from '../../components/user-avatar';
import { useCurrentUser } from '../../lib/current-user';
import { useSession } from '../../lib/session';
import classes from './user-menu.module.css';
import { useLazyMenus } from './use-lazy-menus';

/** Spec §2/§6: visitors get Login and Create Account; a logged-in user gets the profile menu. */
export function UserMenu() {
  const { isLoggedIn } = useSession();
  const { menus, menuProps, standInProps } = useLazyMenus();
  if (menus) {
    const Menu = isLoggedIn ? menus.ProfileMenu : menus.VisitorMenu;
    return <Menu {...menuProps} />;
  }
  return isLoggedIn ? <ProfileButton {...standInProps} /> : <VisitorButton {...standInProps} />;
}

type StandInProps = Omit<ComponentProps<'button'>, 'ref'> & { ref: Ref<HTMLButtonElement> };

function VisitorButton(props: StandInProps) {
  return (
    <ActionIcon variant="default" size="lg" aria-label="User menu" {...props}>
      <IconUserCircle size={20} aria-hidden />
    </ActionIcon>
  );
}

function ProfileButton(props: StandInProps) {
  const user = useCurrentUser();
  return (
    <UnstyledButton
      aria-label="Profile menu"
      aria-busy={user.isPending}
      className={classes.profileButton}
      {...props}
    >
      <UserAvatar imageUrl={user.data?.imageUrl} size={40} loading={user.isPending} />
    </UnstyledButton>
  );
}

import { ActionIcon, UnstyledButton } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import type { ComponentProps, Ref } from 'react';
import { UserAvatar } from '../../components/user-avatar';
import { useT } from '../../i18n/i18n-provider';
import { useCurrentUser } from '../../lib/current-user';
import { useSession } from '../../lib/session';
import { topBarMessages } from './messages';
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
  const t = useT();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t(topBarMessages.userMenu)}
      // In the server's preview seen by a signed-in person: hidden until their own menu renders.
      data-visitor-only
      {...props}
    >
      <IconUserCircle size={20} aria-hidden />
    </ActionIcon>
  );
}

function ProfileButton(props: StandInProps) {
  const user = useCurrentUser();
  const t = useT();
  return (
    <UnstyledButton
      aria-label={t(topBarMessages.profileMenu)}
      aria-busy={user.isPending}
      className={classes.profileButton}
      {...props}
    >
      <UserAvatar imageUrl={user.data?.imageUrl} size={40} loading={user.isPending} />
    </UnstyledButton>
  );
}

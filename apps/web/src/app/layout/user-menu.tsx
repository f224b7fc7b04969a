import { ActionIcon, UnstyledButton } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useRef, useState, type ComponentProps, type Ref } from 'react';
import { UserAvatar } from '../../components/user-avatar';
import { useCurrentUser } from '../../lib/current-user';
import { useSession } from '../../lib/session';
import type * as UserMenus from './user-menus';
import classes from './user-menu.module.css';

type Menus = typeof UserMenus;

// The menus (Mantine Menu, Popover, floating-ui) are a fifth of the shell's code and only needed
// once someone reaches for them: the first paint shows a look-alike button, the menus load as
// the pointer or focus reaches it, and take its place when it is pressed.
const loadMenus = () => import('./user-menus');
let loaded: Menus | undefined;

/** Spec §2/§6: visitors get Login and Create Account; a logged-in user gets the profile menu. */
export function UserMenu() {
  const { isLoggedIn } = useSession();
  const [menus, setMenus] = useState(loaded);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const [hadFocus, setHadFocus] = useState(false);

  if (menus) {
    const Menu = isLoggedIn ? menus.ProfileMenu : menus.VisitorMenu;
    // Only the menu replacing the stand-in inherits its press and focus: the one that appears
    // on signing in later must not open by itself.
    const spent = () => {
      setOpenOnArrival(false);
      setHadFocus(false);
    };
    return <Menu defaultOpened={openOnArrival} autoFocus={hadFocus} onTakenOver={spent} />;
  }

  // Hover and focus only fetch the code. The stand-in gives way on its own click, never between
  // a press and its release: a button swapped mid-press loses the click, and the menu stays shut.
  const prefetch = () => void loadMenus();
  const takeOver = () => {
    setOpenOnArrival(true);
    void loadMenus().then((module) => {
      loaded = module;
      // Swapping buttons must not drop the keyboard user's place.
      setHadFocus(document.activeElement === standIn.current);
      setMenus(module);
    });
  };
  const handlers = {
    ref: standIn,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: takeOver,
  };
  return isLoggedIn ? <ProfileButton {...handlers} /> : <VisitorButton {...handlers} />;
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

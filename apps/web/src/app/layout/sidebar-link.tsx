import { NavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useMatch } from 'react-router';

interface SidebarLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  onNavigate: () => void;
}

/** A sidebar entry that marks itself as the current page (styling and aria-current). */
export function SidebarLink({ to, label, icon, onNavigate }: SidebarLinkProps) {
  // Prefix match so a future child page (e.g. /events/…) keeps its section highlighted.
  const active = useMatch({ path: to, end: false }) !== null;
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

import type { ReactNode } from 'react';
import { Link, useMatch } from 'react-router';
import classes from './sidebar-link.module.css';

interface SidebarLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  onNavigate: () => void;
}

/**
 * A sidebar entry that marks itself as the current page (styling and aria-current). A plain link
 * styled like Mantine's NavLink: NavLink brings its collapsible children (Collapse and two
 * animation hooks, about 1.7 KB gzipped) into every first visit, and the sidebar has none.
 */
export function SidebarLink({ to, label, icon, onNavigate }: SidebarLinkProps) {
  // Prefix match so a future child page (e.g. /events/…) keeps its section highlighted.
  const active = useMatch({ path: to, end: false }) !== null;
  return (
    <Link
      to={to}
      className={classes.link}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      <span className={classes.icon}>{icon}</span>
      <span className={classes.label}>{label}</span>
    </Link>
  );
}

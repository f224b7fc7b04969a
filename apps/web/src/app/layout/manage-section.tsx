import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { paths } from '../../lib/paths';
import { sidebarMessages } from './messages';
import classes from './sidebar.module.css';

// The management links and their icons load when a site admin opens the section: visitors,
// whose first visit this shell is, never need them (ADR 17).
const loadLinks = () => import('./manage-links');
const ManageLinks = lazy(() => loadLinks().then((module) => ({ default: module.ManageLinks })));

/** The pages the Manage section links to; on one of them the section starts open. */
const managePrefixes = [
  paths.editEvents,
  paths.editFeeds,
  paths.eventDashboard,
  paths.tournamentAdmin,
  '/admin',
];

export function isManagePath(pathname: string): boolean {
  return managePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * A site admin's management links folded under one heading (issue 18): with them all showing, a
 * 800 px-high laptop screen cut the last three off. Closed by default, open on a management page.
 */
export function ManageSection({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const [choice, setChoice] = useState<boolean | null>(null);
  const expanded = choice ?? isManagePath(pathname);
  const listId = useId();
  const prefetch = () => void loadLinks();
  return (
    <>
      <h2 className={classes.heading}>
        <button
          type="button"
          className={classes.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setChoice(!expanded)}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          {t(sidebarMessages.manage)}
        </button>
      </h2>
      <div id={listId} hidden={!expanded}>
        {expanded && (
          <Suspense fallback={null}>
            <ManageLinks onNavigate={onNavigate} />
          </Suspense>
        )}
      </div>
    </>
  );
}

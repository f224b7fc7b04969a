import { ActionIcon, Loader } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n-provider';
import classes from './site-search.module.css';
import { searchMessages } from './search-messages';

// The box (combobox, query, debounce) downloads on first use, or as the pointer or focus reaches
// the button, so the top bar adds only this button to the first paint.
const loadBox = () => import('./site-search-box');
const SiteSearchBox = lazy(() => loadBox().then((m) => ({ default: m.SiteSearchBox })));

/**
 * Top-bar search (spec §2 Shell, §4 Search; issue 36 §8 widened it from channels to events and
 * people): a button toggles the box; closing it clears it. On a phone the open box takes the
 * bar's width.
 */
export function SiteSearch() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const preload = () => void loadBox();

  return (
    <div className={classes.root} data-open={open || undefined}>
      {open && (
        <div className={classes.box}>
          <Suspense fallback={<Loader size="sm" aria-label={t(searchMessages.loading)} />}>
            <SiteSearchBox onClose={close} />
          </Suspense>
        </div>
      )}
      <ActionIcon
        ref={toggleRef}
        variant="default"
        size="lg"
        aria-label={t(open ? searchMessages.close : searchMessages.search)}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {open ? <IconX size={18} aria-hidden /> : <IconSearch size={18} aria-hidden />}
      </ActionIcon>
    </div>
  );
}

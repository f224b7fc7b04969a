import type { OpenConfirmModal } from '@mantine/modals';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useT } from '../i18n/i18n-provider';
import { confirmModalMessages } from './confirm-modal.messages';

// Mantine's modals (Modal, focus trap, scroll lock) are needed only when someone is asked to
// confirm, so they load then instead of with the first page: `openConfirmModal` asks the shell's
// <ModalsHost> to mount the provider, waits until it listens, then opens the dialog.

const loadModals = () =>
  Promise.all([import('@mantine/modals'), import('./all-mantine-styles')]).then(([m]) => m);
const ModalsProvider = lazy(() => loadModals().then((m) => ({ default: m.ModalsProvider })));

let wanted = false;
let listening: Promise<void> | undefined;
let markListening = () => {};
const subscribers = new Set<() => void>();

function requestHost(): Promise<void> {
  if (!listening) {
    listening = new Promise((resolve) => (markListening = resolve));
    wanted = true;
    for (const notify of subscribers) notify();
  }
  return listening;
}

/** Mantine's `modals.openConfirmModal`, loading the modals on first use. */
export async function openConfirmModal(settings: OpenConfirmModal): Promise<void> {
  const [{ modals }] = await Promise.all([loadModals(), requestHost()]);
  modals.openConfirmModal(settings);
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** Once it runs, the provider before it has mounted and registered its listeners. */
function Listening() {
  useEffect(() => markListening(), []);
  return null;
}

/** Renders Mantine's ModalsProvider once a confirmation is first asked for; inside the router. */
export function ModalsHost() {
  const t = useT();
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {/* What a confirm dialog's buttons say when its opener names neither. */}
      <ModalsProvider
        labels={{
          confirm: t(confirmModalMessages.confirm),
          cancel: t(confirmModalMessages.cancel),
        }}
      />
      <Listening />
    </Suspense>
  );
}

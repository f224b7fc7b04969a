import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PortalEvent } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { EventForm } from './event-form';
import { eventFormMessages as m } from './event-form-messages';

export type EditorState =
  { mode: 'create'; channelId?: string | undefined } | { mode: 'edit'; event: PortalEvent } | null;

interface EventEditorModalProps {
  state: EditorState;
  onClose: () => void;
}

/**
 * Spec screen 21 and §4: one modal for creating and editing. Editing closes on success; creating
 * stays open with a cleared form for the next event.
 */
export function EventEditorModal({ state, onClose }: EventEditorModalProps) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)');
  const event = state?.mode === 'edit' ? state.event : undefined;
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={event ? t(m.editEvent) : t(m.addNewEvent)}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t(m.close) }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {state && (
        <EventForm
          key={event?._id ?? 'new'}
          event={event}
          onSaved={event ? onClose : undefined}
          onCancel={onClose}
          initialChannelId={state.mode === 'create' ? state.channelId : undefined}
        />
      )}
    </Modal>
  );
}

import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FeedPost } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { feedPostFormMessages as messages } from '../feed-post-form-messages';
import { FeedPostForm } from './feed-post-form';

export type FeedPostEditorState = { mode: 'create' } | { mode: 'edit'; post: FeedPost } | null;

interface FeedPostEditorModalProps {
  state: FeedPostEditorState;
  /** The channel in the address (?channel=), preselected for a new post. */
  requestedChannel: string | null;
  onClose: () => void;
}

/**
 * Spec screen 22: one modal for Add New Post and Edit. Editing closes on success; adding stays
 * open with a cleared form for the next post (as Manage Events does, spec §4).
 */
export function FeedPostEditorModal({
  state,
  requestedChannel,
  onClose,
}: FeedPostEditorModalProps) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)');
  const post = state?.mode === 'edit' ? state.post : undefined;
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={post ? t(messages.editTitle) : t(messages.addTitle)}
      // Wide enough for the original and its translations side by side.
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t(messages.close) }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {state && (
        <FeedPostForm
          key={post?._id ?? 'new'}
          post={post}
          requestedChannel={requestedChannel}
          variant="modal"
          onSaved={post ? onClose : undefined}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

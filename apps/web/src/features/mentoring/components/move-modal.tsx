import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REASON_MAX_LENGTH, type MentoringMove, type MentoringRequest } from '@portal/contract';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { requestMessages as text } from '../messages';

export interface PendingMove {
  request: MentoringRequest;
  move: Exclude<MentoringMove, 'accept'>;
}

interface MoveModalProps {
  pending: PendingMove | null;
  busy: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

const copy = {
  decline: { title: text.declineTitle, reason: text.declineReason, body: undefined },
  withdraw: { title: text.withdrawTitle, reason: undefined, body: text.withdrawBody },
  cancel: { title: text.cancelTitle, reason: text.cancelReason, body: undefined },
  complete: { title: text.completeTitle, reason: undefined, body: text.completeBody },
} as const;

/** Asks before a move that cannot be undone; a reason where the move takes one. */
export function MoveModal({ pending, busy, error, onConfirm, onClose }: MoveModalProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const words = pending ? copy[pending.move] : undefined;
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  return (
    <Modal opened={pending !== null} onClose={close} title={words ? t(words.title) : ''}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (pending?.move === 'cancel' && !reason.trim()) return setMissing(true);
          onConfirm(reason.trim());
        }}
      >
        <Stack gap="md">
          {Boolean(error) && (
            <FormAlert kind="error">
              {describeFailure(error, { fallback: t(text.failed) })}
            </FormAlert>
          )}
          {words?.body && <Text size="sm">{t(words.body)}</Text>}
          {words?.reason && (
            <Textarea
              label={t(words.reason)}
              autosize
              minRows={2}
              maxLength={REASON_MAX_LENGTH}
              required={pending?.move === 'cancel'}
              value={reason}
              error={missing ? t(words.reason) : undefined}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t(text.back)}
            </Button>
            <Button
              type="submit"
              loading={busy}
              color={pending?.move === 'complete' ? undefined : 'red'}
            >
              {t(text.confirm)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

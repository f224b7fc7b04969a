import { Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MentoringRequest } from '@portal/contract';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { useGiveMentoringFeedback } from '../api/give-feedback';
import { requestMessages as text } from '../messages';

/** Private feedback after a completed mentoring: 1–5 and a comment; never shown as a rating. */
export function FeedbackModal({
  request,
  onClose,
}: {
  request: MentoringRequest | null;
  onClose: () => void;
}) {
  const t = useT();
  const give = useGiveMentoringFeedback();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const close = () => {
    setRating(0);
    setComment('');
    give.reset();
    onClose();
  };
  return (
    <Modal opened={request !== null} onClose={close} title={t(text.feedbackTitle)}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!request || rating < 1) return;
          give.mutate(
            { id: request._id, rating, ...(comment.trim() ? { comment: comment.trim() } : {}) },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t(text.feedbackGiven) });
                close();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          {give.isError && (
            <FormAlert kind="error">
              {describeFailure(give.error, { fallback: t(text.failed) })}
            </FormAlert>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="mentoring-rating">
              {t(text.rating)}
            </Text>
            <Rating
              value={rating}
              onChange={setRating}
              size="lg"
              aria-labelledby="mentoring-rating"
              getSymbolLabel={(value) => t(text.ratingValue, { value })}
            />
          </Stack>
          <Textarea
            label={t(text.comment)}
            autosize
            minRows={2}
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={rating < 1} loading={give.isPending}>
              {t(text.sendFeedback)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

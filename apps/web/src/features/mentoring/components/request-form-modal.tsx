import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  mentoringRequestCreateSchema,
  type MentorCard,
  type MentoringRequestCreate,
} from '@portal/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { applyFieldErrors, describeFailure } from '../../../lib/form-errors';
import { offerNotifications } from '../../../lib/notification-offer';
import { zodResolver } from '../../../lib/zod-resolver';
import { useCreateMentoringRequest } from '../api/create-request';
import { requestFormMessages as text } from '../messages';

interface RequestFormModalProps {
  mentor: MentorCard | null;
  /** The topic the reader searched for, chosen when the mentor offers it. */
  topicHint?: string;
  onClose: () => void;
}

/** The request form: one of the mentor's topics and a message; the contract's rules check it. */
export function RequestFormModal({ mentor, topicHint, onClose }: RequestFormModalProps) {
  const t = useT();
  return (
    <Modal
      opened={mentor !== null}
      onClose={onClose}
      title={t(text.title, { name: mentor?.name ?? '' })}
      size="lg"
    >
      {mentor && (
        <RequestForm key={mentor._id} mentor={mentor} topicHint={topicHint} onClose={onClose} />
      )}
    </Modal>
  );
}

function RequestForm({
  mentor,
  topicHint,
  onClose,
}: RequestFormModalProps & { mentor: MentorCard }) {
  const t = useT();
  const create = useCreateMentoringRequest();
  const preset = mentor.topics.find(
    (topic) => topicHint && topic.toLowerCase().includes(topicHint.toLowerCase()),
  );
  const form = useForm<MentoringRequestCreate>({
    resolver: zodResolver(mentoringRequestCreateSchema),
    defaultValues: { mentorId: mentor._id, topic: preset ?? mentor.topics[0] ?? '', message: '' },
  });

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t(text.sent, { name: mentor.name }) });
        // The answer is worth hearing at once (issue 40).
        offerNotifications();
        create.reset();
        onClose();
      },
      onError: (error) => applyFieldErrors(error, form.setError, ['topic', 'message']),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.isError && (
          <FormAlert kind="error">
            {describeFailure(create.error, { fallback: t(text.failed) })}
          </FormAlert>
        )}
        <Controller
          control={form.control}
          name="topic"
          render={({ field, fieldState }) => (
            <Select
              label={t(text.topic)}
              placeholder={t(text.topicPlaceholder)}
              data={mentor.topics}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldState.error?.message}
              required
              allowDeselect={false}
            />
          )}
        />
        <Textarea
          label={t(text.message)}
          description={t(text.messageHint)}
          autosize
          minRows={4}
          required
          error={form.formState.errors.message?.message}
          {...form.register('message')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(text.cancel)}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t(text.send)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

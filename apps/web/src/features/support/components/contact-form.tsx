import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { contactMessages, contactMessageSchema, type ContactMessageInput } from '@portal/contract';
import { useForm, type Path } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { PersonNameField } from '../../../components/person-name-field';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { useT } from '../../../i18n/i18n-provider';
import { useSendContactMessage, type ContactMessageParsed } from '../api/send-contact-message';
import { contactFormMessages as messages, supportServicesMessages } from '../messages';

const blank: ContactMessageInput = {
  firstName: '',
  lastName: '',
  email: '',
  message: '',
  website: '',
};
const serverFields: readonly Path<ContactMessageInput>[] = [
  'firstName',
  'lastName',
  'email',
  'message',
];

// Off-screen rather than display:none, so a naive bot still sees and fills it.
const honeypotStyle = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/** Spec screen 15's 'Talk to us' form; cleared once the message is sent (spec §4). */
export function ContactForm() {
  const t = useT();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessageParsed>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: blank,
  });

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => reset(blank),
      onError: (error) => applyFieldErrors(error, setError, serverFields),
    }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t(supportServicesMessages.talkToUs)}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PersonNameField
            label={t(messages.firstName)}
            autoComplete="given-name"
            withAsterisk
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <PersonNameField
            label={t(messages.lastName)}
            autoComplete="family-name"
            withAsterisk
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t(messages.email)}
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <Textarea
          label={t(messages.message)}
          autosize
          minRows={5}
          maxRows={14}
          withAsterisk
          error={errors.message?.message}
          {...register('message')}
        />
        <div aria-hidden="true" style={honeypotStyle}>
          <label htmlFor="contact-website">{t(messages.website)}</label>
          <input
            id="contact-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register('website')}
          />
        </div>

        {send.isSuccess && (
          <FormAlert kind="success">{send.data.message || t.text(contactMessages.sent)}</FormAlert>
        )}
        {send.isError && !isExplainedByFields(send.error, serverFields) && (
          <FormAlert kind="error">
            {describeFailure(send.error, {
              fallback: t.text(contactMessages.failed),
              network: t.text(contactMessages.network),
            })}
          </FormAlert>
        )}

        <Button
          type="submit"
          loading={send.isPending}
          w={{ base: '100%', sm: 'auto' }}
          miw={140}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(messages.submit)}
        </Button>
      </Stack>
    </form>
  );
}

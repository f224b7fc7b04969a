import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { resetRequestSchema } from '@portal/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ContactIdentifierField } from '../../../components/contact-identifier-field';
import { FormAlert } from '../../../components/form-alert';
import { describeFailure } from '../../../lib/form-errors';
import { useT } from '../../../i18n/i18n-provider';
import { useRequestPasswordReset, type ResetRequestInput } from '../api/request-password-reset';
import { resetPasswordMessages as messages } from '../messages';

type RequestFormValues = z.input<typeof resetRequestSchema>;

/** Asks for a reset link by mobile number (any country, DESIGN §5.22) or email. */
export function RequestResetForm() {
  const t = useT();
  const request = useRequestPasswordReset();
  const { control, handleSubmit } = useForm<RequestFormValues, unknown, ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { identifier: '' },
  });
  // The contract has read the number in the chosen country: the identifier leaves in E.164.
  const onSubmit = handleSubmit((values) => request.mutate(values));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <ContactIdentifierField
          control={control}
          name="identifier"
          countryName="country"
          label={t(messages.identifier)}
          autoComplete="username"
          required
        />
        {request.isSuccess && <FormAlert kind="success">{request.data.message}</FormAlert>}
        {request.isError && (
          <FormAlert kind="error">
            {describeFailure(request.error, {
              fallback: t(messages.requestFailed),
            })}
          </FormAlert>
        )}
        <Button type="submit" fullWidth loading={request.isPending}>
          {t(messages.sendLink)}
        </Button>
      </Stack>
    </form>
  );
}

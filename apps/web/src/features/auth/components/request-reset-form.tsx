import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { resetRequestSchema } from '@portal/contract';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { describeFailure } from '../../../lib/form-errors';
import { useRequestPasswordReset, type ResetRequestInput } from '../api/request-password-reset';

type RequestFormValues = z.input<typeof resetRequestSchema>;

// For a union, zodResolver shows the first branch's message ('Please enter a 10-digit phone
// number' for a mistyped email); the contract's message for the whole field fits either.
const contractResolver = zodResolver(resetRequestSchema);
const resolver: Resolver<RequestFormValues, unknown, ResetRequestInput> = async (
  values,
  context,
  options,
) => {
  const result = await contractResolver(values, context, options);
  const identifier = result.errors.identifier;
  const issue = resetRequestSchema.safeParse(values).error?.issues[0];
  if (!identifier || !issue) return result;
  return { values: {}, errors: { identifier: { ...identifier, message: issue.message } } };
};

export function RequestResetForm() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RequestFormValues, unknown, ResetRequestInput>({
    resolver,
    defaultValues: { identifier: '' },
  });
  const onSubmit = handleSubmit((values) => request.mutate(values));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Mobile number or email"
          autoComplete="username"
          withAsterisk
          error={errors.identifier?.message}
          {...register('identifier')}
        />
        {request.isSuccess && <FormAlert kind="success">{request.data.message}</FormAlert>}
        {request.isError && (
          <FormAlert kind="error">
            {describeFailure(request.error, {
              fallback: 'Could not send the reset link. Please try again.',
            })}
          </FormAlert>
        )}
        <Button type="submit" fullWidth loading={request.isPending}>
          Send Reset Link
        </Button>
      </Stack>
    </form>
  );
}

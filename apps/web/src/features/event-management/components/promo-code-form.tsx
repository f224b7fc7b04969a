import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { promoCodeInputSchema, type PortalEvent } from '@portal/contract';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { useCreatePromoCode } from '../api/create-promo-code';
import { promoCodeMessages as m } from './promo-code-messages';
import { blankPromoCode, toPromoCodeInput, type PromoCodeValues } from './promo-code-values';

const fields: readonly Path<PromoCodeValues>[] = [
  'code',
  'value',
  'ticketTypeIds',
  'usageLimit',
  'expiresAt',
];

/** The dashboard's form for a new promo code; checked by the contract, then by the server. */
export function PromoCodeForm({ event }: { event: PortalEvent }) {
  const t = useT();
  const create = useCreatePromoCode(event._id);
  const types = event.ticketTypes ?? [];
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PromoCodeValues>({ defaultValues: blankPromoCode });
  const kind = useWatch({ control, name: 'kind' });
  const chosen = useWatch({ control, name: 'ticketTypeIds' });
  const { input, currency } = toPromoCodeInput(useWatch({ control }) as PromoCodeValues, types);

  const onSubmit = handleSubmit(() => {
    const checked = promoCodeInputSchema.safeParse(input);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'currency' ? 'value' : issue.path[0];
        if (fields.includes(field as Path<PromoCodeValues>))
          setError(field as Path<PromoCodeValues>, { message: t.text(issue.message) });
      }
      return;
    }
    create.mutate(
      { eventId: event._id, code: input },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t(m.created, { code: saved.code }) });
          reset(blankPromoCode);
        },
        onError: (error) => {
          applyFieldErrors(error, setError, fields);
          applyFieldErrors(error, (_, message) => setError('value', message), ['currency']);
        },
      },
    );
  });

  return (
    <form onSubmit={(submitted) => void onSubmit(submitted)} noValidate aria-label={t(m.newCode)}>
      <Fieldset legend={t(m.newCode)} radius="md" mt="md" p="sm">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label={t(m.code)}
              description={t(m.codeHint)}
              withAsterisk
              autoCapitalize="characters"
              error={errors.code?.message}
              {...register('code')}
            />
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <Radio.Group
                  label={t(m.kind)}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                >
                  <Group gap="lg" mt={6}>
                    <Radio value="percent" label={t(m.percent)} />
                    <Radio value="fixed" label={t(m.fixed)} />
                  </Group>
                </Radio.Group>
              )}
            />
            <Controller
              control={control}
              name="value"
              render={({ field }) => (
                <NumberInput
                  label={kind === 'percent' ? t(m.percentValue) : t(m.amountValue, { currency })}
                  withAsterisk
                  min={kind === 'percent' ? 1 : 0}
                  max={kind === 'percent' ? 100 : undefined}
                  decimalScale={kind === 'percent' ? 0 : 2}
                  // Out of range is said by the contract's message, not silently clamped.
                  clampBehavior="none"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.value?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="usageLimit"
              render={({ field }) => (
                <NumberInput
                  label={t(m.usageLimit)}
                  description={t(m.usageLimitHint)}
                  min={1}
                  clampBehavior="none"
                  allowDecimal={false}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.usageLimit?.message}
                />
              )}
            />
            <TextInput
              type="datetime-local"
              label={t(m.expiresAt)}
              description={t(m.expiresAtHint)}
              error={errors.expiresAt?.message}
              {...register('expiresAt')}
            />
          </SimpleGrid>
          {types.length > 1 && (
            <Controller
              control={control}
              name="ticketTypeIds"
              render={({ field }) => (
                <Checkbox.Group
                  label={t(m.appliesTo)}
                  description={chosen.length === 0 ? t(m.appliesToHint) : undefined}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.ticketTypeIds?.message}
                >
                  <Group gap="md" mt={6}>
                    {types.map((type) => (
                      <Checkbox key={type._id} value={type._id} label={type.name} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
          )}
          {create.isError && !isExplainedByFields(create.error, [...fields, 'currency']) && (
            <FormAlert kind="error">
              {describeFailure(create.error, {
                fallback: t(m.createFailed),
                network: t(m.createFailed),
              })}
            </FormAlert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t(m.create)}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

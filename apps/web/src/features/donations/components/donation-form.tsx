import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  DEFAULT_DONATION_AMOUNT,
  defaultDonationPresets,
  donationCurrencies,
  donationMessages,
  donationRequestSchema,
  type DonationConfig,
  type DonationCurrency,
  type DonationRequest,
} from '@portal/contract';
import { IconLock } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { formatMajorUnits } from '../../../lib/format';
import type { DonationRequestParsed } from '../api/create-donation-order';
import { AmountField } from './amount-field';
import { ChoiceField } from './choice-field';
import { donationFormMessages as text } from './messages';
import type { CheckoutState } from './use-donation-checkout';

const currencyOptions = donationCurrencies.map((currency) => ({
  value: currency,
  label: currency,
}));

interface DonationFormProps {
  config: DonationConfig;
  donor: { name: string; email: string };
  state: CheckoutState;
  onDonate: (request: DonationRequestParsed) => void;
}

/** The amounts offered in `currency`, and the one chosen first (the second, as the spec's 20). */
function amountsIn(config: DonationConfig, currency: DonationCurrency) {
  const presets = config.presets?.[currency] ?? defaultDonationPresets[currency];
  return { presets, initial: presets[1] ?? presets[0] ?? DEFAULT_DONATION_AMOUNT };
}

/** Spec screen 9: how often, how much, in which currency, and who gives (for the receipt). */
export function DonationForm({ config, donor, state, onDonate }: DonationFormProps) {
  const t = useT();
  // The site's country's currency first (issue 36: rupees on an Indian site).
  const startCurrency = config.defaultCurrency ?? 'USD';
  const frequencyOptions = [
    { value: 'once', label: t(text.giveOnce) },
    { value: 'monthly', label: t(text.monthly) },
  ];
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<DonationRequest, unknown, DonationRequestParsed>({
    resolver: zodResolver(donationRequestSchema),
    defaultValues: {
      amount: amountsIn(config, startCurrency).initial,
      currency: startCurrency,
      frequency: 'once',
      donorName: donor.name,
      donorEmail: donor.email,
    },
  });
  const [currency = startCurrency, frequency, amount] = useWatch({
    control,
    name: ['currency', 'frequency', 'amount'],
  });
  const busy = state.step === 'paying' || state.step === 'verifying';
  const shownAmount = typeof amount === 'number' && amount >= 1 ? amount : undefined;

  const onSubmit = handleSubmit((values) => onDonate(values));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(text.form)}>
      <Stack gap="lg">
        <ChoiceField
          control={control}
          name="frequency"
          label={t(text.howOften)}
          data={frequencyOptions}
        />
        <ChoiceField
          control={control}
          name="currency"
          label={t(text.currency)}
          data={currencyOptions}
          // ₹20 is not what $20 is: a new currency starts at its own amount.
          onChosen={(chosen) => {
            const next = donationCurrencies.find((code) => code === chosen);
            if (next) setValue('amount', amountsIn(config, next).initial);
          }}
        />
        <AmountField
          key={currency}
          control={control}
          currency={currency}
          {...amountsIn(config, currency)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t(text.yourName)}
            autoComplete="name"
            error={errors.donorName?.message}
            {...register('donorName')}
          />
          <TextInput
            label={t(text.email)}
            description={t(text.emailHint)}
            type="email"
            autoComplete="email"
            error={errors.donorEmail?.message}
            {...register('donorEmail')}
          />
        </SimpleGrid>

        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconLock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            {t(text.secure)}
          </Text>
        </Group>
        {config.taxText && (
          <Text size="sm" c="dimmed">
            {config.taxText}
          </Text>
        )}

        {state.step === 'failed' && (
          <FormAlert kind="error">
            <Text size="sm" fw={600}>
              {t.text(donationMessages.failed)}
            </Text>
            {state.detail && <Text size="sm">{state.detail}</Text>}
          </FormAlert>
        )}
        {state.step === 'unreachable' && (
          <FormAlert kind="error">
            <Text size="sm">{t(text.unreachable)}</Text>
          </FormAlert>
        )}
        {state.step === 'verifying' && (
          <Text size="sm" role="status">
            {t(text.confirming)}
          </Text>
        )}

        <Button
          type="submit"
          size="md"
          loading={busy}
          w={{ base: '100%', sm: 'auto' }}
          miw={200}
          style={{ alignSelf: 'flex-start' }}
        >
          {shownAmount === undefined
            ? t(text.donate)
            : t(frequency === 'monthly' ? text.donateMonthly : text.donateAmount, {
                amount: formatMajorUnits(shownAmount, currency),
              })}
        </Button>
      </Stack>
    </form>
  );
}

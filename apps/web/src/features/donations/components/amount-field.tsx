import { Chip, Group, NumberInput, Stack, Text } from '@mantine/core';
import { DONATION_MAX, type DonationCurrency, type DonationRequest } from '@portal/contract';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { formatMajorUnits, formatNumber } from '../../../lib/format';
import { donationFormMessages as text } from './messages';

interface AmountFieldProps {
  control: Control<DonationRequest>;
  currency: DonationCurrency;
  /** The amounts offered in this currency; `initial` is chosen first. */
  presets: readonly number[];
  initial: number;
}

/**
 * Spec §9: presets (10, 20, 30, 60 with 20 first; a currency's own amounts, issue 36) or an
 * amount of one's own. Both write the one `amount` field; clearing the custom box falls back to
 * the chosen preset. Keyed by currency by its form, so a new currency starts at its own amount.
 */
export function AmountField({ control, currency, presets, initial }: AmountFieldProps) {
  const t = useT();
  const [preset, setPreset] = useState<number>(initial);
  const [custom, setCustom] = useState<string | number>('');

  return (
    <Controller
      control={control}
      name="amount"
      render={({ field, fieldState }) => (
        <Stack gap={6}>
          <Text component="span" id="donation-amount-label" fw={500} size="sm">
            {t(text.amount)}
          </Text>
          <Group gap="xs" role="radiogroup" aria-labelledby="donation-amount-label">
            <Chip.Group
              value={custom === '' ? String(preset) : null}
              onChange={(value) => {
                const chosen = Number(value);
                setPreset(chosen);
                setCustom('');
                field.onChange(chosen);
              }}
            >
              {presets.map((amount) => (
                <Chip key={amount} value={String(amount)} name="donation-preset" size="md">
                  {formatMajorUnits(amount, currency)}
                </Chip>
              ))}
            </Chip.Group>
          </Group>
          <NumberInput
            ref={field.ref}
            name={field.name}
            label={t(text.otherAmount)}
            description={t(text.amountRange, { max: formatNumber(DONATION_MAX), currency })}
            placeholder={t(text.amountPlaceholder)}
            value={custom}
            onChange={(value) => {
              setCustom(value);
              field.onChange(value === '' ? preset : value);
            }}
            onBlur={field.onBlur}
            min={1}
            max={DONATION_MAX}
            // The contract's message explains a wrong amount; clamping would change it silently.
            clampBehavior="none"
            allowNegative={false}
            decimalScale={2}
            inputMode="decimal"
            hideControls
            leftSection={
              <Text size="sm" c="dimmed" aria-hidden>
                {currency}
              </Text>
            }
            leftSectionWidth={48}
            error={fieldState.error?.message}
            maw={280}
          />
        </Stack>
      )}
    />
  );
}

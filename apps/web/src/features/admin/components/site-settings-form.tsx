import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_SITE_TIME_ZONE,
  defaultDonationPresets,
  donationCurrencies,
  type DonationCurrency,
  OTHER_WAYS_TO_GIVE_MAX,
  siteSettingsSchema,
  type SiteSettings,
} from '@portal/contract';
import { useEffect } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useLocation } from 'react-router';
import { countryOptions, countryOption } from '../../../components/country-options';
import { FormAlert } from '../../../components/form-alert';
import { TimeZoneField } from '../../../components/time-zone-field';
import { timeZoneLabel } from '../../../components/time-zone-options';
import { activeLocale } from '../../../i18n/active-language';
import { useT } from '../../../i18n/i18n-provider';
import { otherWaysToGiveFieldId } from '../../../lib/paths';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { translatingResolver } from '../../../lib/zod-resolver';
import type { SiteSettingsResponse } from '../api/get-site-settings';
import { useUpdateSiteSettings } from '../api/update-site-settings';
import { DefaultLanguageField } from './default-language-field';
import { siteSettingsFormMessages as text } from './messages';

/** The Donate page's amounts: one box per currency, the amounts written with commas. */
type PresetField = `presets${DonationCurrency}`;
const presetField = (currency: DonationCurrency): PresetField => `presets${currency}`;

/** Every setting as the text in its box; a blank box means "use the default" (null). */
type SiteSettingsFormValues = Record<Exclude<keyof SiteSettings, 'donationPresets'>, string> &
  Record<PresetField, string>;

const fieldNames = [
  'name',
  'tagline',
  'profile',
  'logoUrl',
  'organisationName',
  'organisationAddress',
  'receiptTaxText',
  'otherWaysToGive',
  'defaultCountry',
  'defaultLanguage',
  'timeZone',
  'ticketHoldMinutes',
  'joinPolicy',
  'opportunityModeration',
  'requireTwoFactorForAdmins',
] as const satisfies readonly (keyof SiteSettings)[];
const presetFields = donationCurrencies.map(presetField);

/** "500, 1000" from the stored amounts; what the admin typed back into amounts (NaN if not one). */
const amountsText = (amounts: readonly number[] | undefined) => amounts?.join(', ') ?? '';
const typedAmounts = (text: string) =>
  text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((amount) => (/^\d+$/.test(amount) ? Number(amount) : NaN));

function toFormValues(settings: SiteSettings): SiteSettingsFormValues {
  return {
    name: settings.name ?? '',
    tagline: settings.tagline ?? '',
    profile: settings.profile ?? '',
    logoUrl: settings.logoUrl ?? '',
    organisationName: settings.organisationName ?? '',
    organisationAddress: settings.organisationAddress ?? '',
    receiptTaxText: settings.receiptTaxText ?? '',
    otherWaysToGive: settings.otherWaysToGive ?? '',
    defaultCountry: settings.defaultCountry ?? '',
    defaultLanguage: settings.defaultLanguage ?? '',
    timeZone: settings.timeZone ?? '',
    ticketHoldMinutes: settings.ticketHoldMinutes?.toString() ?? '',
    joinPolicy: settings.joinPolicy ?? '',
    opportunityModeration:
      settings.opportunityModeration == null ? '' : settings.opportunityModeration ? 'on' : 'off',
    requireTwoFactorForAdmins: settings.requireTwoFactorForAdmins ? 'on' : '',
    presetsUSD: amountsText(settings.donationPresets?.USD),
    presetsEUR: amountsText(settings.donationPresets?.EUR),
    presetsINR: amountsText(settings.donationPresets?.INR),
  };
}

/**
 * The contract's schema, applied to what the server will receive: a blank box is null. (The
 * zod resolver cannot take the blank-to-null step: its input type would no longer be the form's.)
 * Its messages are translated as every form's are.
 */
const resolver = translatingResolver<SiteSettingsFormValues, unknown, SiteSettings>((values) => {
  const blanksAsNull: Record<string, unknown> = Object.fromEntries(
    fieldNames.map((field) => [field, values[field].trim() === '' ? null : values[field]]),
  );
  // The one number: typed as text (no spinner to fight on a phone), checked as a number.
  if (blanksAsNull.ticketHoldMinutes !== null)
    blanksAsNull.ticketHoldMinutes = Number(values.ticketHoldMinutes.trim());
  // A choice of three: the default (null), on or off.
  if (blanksAsNull.opportunityModeration !== null)
    blanksAsNull.opportunityModeration = values.opportunityModeration === 'on';
  // Required, or not (the default, null).
  if (blanksAsNull.requireTwoFactorForAdmins !== null)
    blanksAsNull.requireTwoFactorForAdmins = true;
  // A currency's blank box offers its defaults; all three blank: null.
  const presets = Object.fromEntries(
    donationCurrencies.flatMap((currency) => {
      const text = values[presetField(currency)].trim();
      return text ? [[currency, typedAmounts(text)]] : [];
    }),
  );
  blanksAsNull.donationPresets = Object.keys(presets).length > 0 ? presets : null;
  const result = siteSettingsSchema.safeParse(blanksAsNull);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<SiteSettingsFormValues> = {};
  for (const issue of result.error.issues) {
    const [first, second] = issue.path;
    const field =
      first === 'donationPresets'
        ? presetFields.find((name) => name === `presets${String(second)}`)
        : fieldNames.find((name) => name === first);
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
});

/** A country's name in the reader's language. */
const countryName = (code: string) => countryOption(code, activeLocale())?.name ?? code;

interface SiteSettingsFormProps {
  data: SiteSettingsResponse;
}

export function SiteSettingsForm({ data: { settings, effective } }: SiteSettingsFormProps) {
  const t = useT();
  const update = useUpdateSiteSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<SiteSettingsFormValues, unknown, SiteSettings>({
    resolver,
    defaultValues: toFormValues(settings),
  });

  // Opened from the Donate page's link to this setting: start on its box (focus scrolls to it).
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${otherWaysToGiveFieldId}`)
      document.getElementById(otherWaysToGiveFieldId)?.focus();
  }, [hash]);

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(toFormValues(saved.settings));
        notifications.show({ color: 'green', message: t(text.saved) });
      },
      onError: (error) => applyFieldErrors(error, setError, fieldNames),
    }),
  );

  // A blank box shows what is in effect now, which is the default while nothing is set.
  const hint = (own: string | null | undefined, shown: string | null) =>
    own === null && shown ? t(text.withDefault, { value: shown }) : undefined;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(text.form)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t(text.siteName)}
            description={t(text.siteNameHint)}
            placeholder={hint(settings.name, effective.name)}
            error={errors.name?.message}
            {...register('name')}
          />
          <NativeSelect
            label={t(text.identity)}
            description={t(text.identityHint)}
            data={[
              {
                value: '',
                label: settings.profile
                  ? t(text.identityFromServer)
                  : t(text.identityDefault, { profile: effective.profile }),
              },
              { value: 'community', label: t(text.community) },
              { value: 'alumni', label: t(text.alumni) },
            ]}
            error={errors.profile?.message}
            {...register('profile')}
          />
        </SimpleGrid>
        <NativeSelect
          label={t(text.joinPolicy)}
          description={t(text.joinPolicyHint)}
          data={[
            { value: '', label: t(text.joinDefault) },
            { value: 'open', label: t(text.joinOpen) },
            { value: 'roster', label: t(text.joinRoster) },
            { value: 'approval', label: t(text.joinApproval) },
          ]}
          error={errors.joinPolicy?.message}
          {...register('joinPolicy')}
        />
        <NativeSelect
          label={t(text.opportunityModeration)}
          description={t(text.opportunityModerationHint)}
          data={[
            { value: '', label: t(text.moderationDefault) },
            { value: 'on', label: t(text.moderationOn) },
            { value: 'off', label: t(text.moderationOff) },
          ]}
          error={errors.opportunityModeration?.message}
          {...register('opportunityModeration')}
        />
        <NativeSelect
          label={t(text.requireTwoFactor)}
          description={t(text.requireTwoFactorHint)}
          data={[
            { value: '', label: t(text.twoFactorOptional) },
            { value: 'on', label: t(text.twoFactorRequired) },
          ]}
          error={errors.requireTwoFactorForAdmins?.message}
          {...register('requireTwoFactorForAdmins')}
        />
        <TextInput
          label={t(text.tagline)}
          description={t(text.taglineHint)}
          placeholder={hint(settings.tagline, effective.tagline)}
          error={errors.tagline?.message}
          {...register('tagline')}
        />
        <TextInput
          label={t(text.logoUrl)}
          description={t(text.logoUrlHint)}
          placeholder={hint(settings.logoUrl, effective.logoUrl)}
          error={errors.logoUrl?.message}
          {...register('logoUrl')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t(text.organisationName)}
            description={t(text.organisationNameHint)}
            error={errors.organisationName?.message}
            {...register('organisationName')}
          />
          <Textarea
            label={t(text.organisationAddress)}
            description={t(text.organisationAddressHint)}
            autosize
            minRows={2}
            error={errors.organisationAddress?.message}
            {...register('organisationAddress')}
          />
        </SimpleGrid>
        <NativeSelect
          label={t(text.defaultCountry)}
          description={t(text.defaultCountryHint)}
          data={[
            {
              value: '',
              label: t(text.defaultCountryDefault, { country: countryName(DEFAULT_PHONE_COUNTRY) }),
            },
            ...countryOptions(activeLocale()).map((country) => ({
              value: country.value,
              label: country.name,
            })),
          ]}
          error={errors.defaultCountry?.message}
          {...register('defaultCountry')}
        />
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <TimeZoneField
              label={t(text.timeZone)}
              description={t(text.timeZoneHint)}
              clearable
              placeholder={t(text.timeZoneDefault, { zone: timeZoneLabel(DEFAULT_SITE_TIME_ZONE) })}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.timeZone?.message}
            />
          )}
        />
        <TextInput
          label={t(text.ticketHoldMinutes)}
          description={t(text.ticketHoldMinutesHint)}
          placeholder={t(text.ticketHoldMinutesDefault)}
          inputMode="numeric"
          error={errors.ticketHoldMinutes?.message}
          {...register('ticketHoldMinutes')}
        />
        <DefaultLanguageField
          error={errors.defaultLanguage?.message}
          {...register('defaultLanguage')}
        />
        <Textarea
          label={t(text.receiptTaxText)}
          description={t(text.receiptTaxTextHint)}
          autosize
          minRows={3}
          error={errors.receiptTaxText?.message}
          {...register('receiptTaxText')}
        />
        <Textarea
          id={otherWaysToGiveFieldId}
          label={t(text.otherWaysToGive)}
          description={t(text.otherWaysToGiveHint, { max: OTHER_WAYS_TO_GIVE_MAX })}
          autosize
          minRows={4}
          maxRows={14}
          error={errors.otherWaysToGive?.message}
          {...register('otherWaysToGive')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
          {donationCurrencies.map((currency) => (
            <TextInput
              key={currency}
              label={t(text.donationPresets, { currency })}
              description={t(text.donationPresetsHint, {
                amounts: defaultDonationPresets[currency].join(', '),
              })}
              inputMode="numeric"
              error={errors[presetField(currency)]?.message}
              {...register(presetField(currency))}
            />
          ))}
        </SimpleGrid>
        {update.isError && !isExplainedByFields(update.error, fieldNames) && (
          <FormAlert kind="error">
            {describeFailure(update.error, { fallback: t(text.saveFailed) })}
          </FormAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => reset()} disabled={!isDirty || update.isPending}>
            {t(text.discard)}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t(text.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

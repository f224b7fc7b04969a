import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEFAULT_PHONE_COUNTRY, siteSettingsSchema, type SiteSettings } from '@portal/contract';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { countryOptions, countryOption } from '../../../components/country-options';
import { FormAlert } from '../../../components/form-alert';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import type { SiteSettingsResponse } from '../api/get-site-settings';
import { useUpdateSiteSettings } from '../api/update-site-settings';

/** Every setting as the text in its box; a blank box means "use the default" (null). */
type SiteSettingsFormValues = Record<keyof SiteSettings, string>;

const fieldNames = [
  'name',
  'tagline',
  'profile',
  'logoUrl',
  'organisationName',
  'organisationAddress',
  'receiptTaxText',
  'defaultCountry',
] as const satisfies readonly (keyof SiteSettings)[];

function toFormValues(settings: SiteSettings): SiteSettingsFormValues {
  return {
    name: settings.name ?? '',
    tagline: settings.tagline ?? '',
    profile: settings.profile ?? '',
    logoUrl: settings.logoUrl ?? '',
    organisationName: settings.organisationName ?? '',
    organisationAddress: settings.organisationAddress ?? '',
    receiptTaxText: settings.receiptTaxText ?? '',
    defaultCountry: settings.defaultCountry ?? '',
  };
}

/**
 * The contract's schema, applied to what the server will receive: a blank box is null. (The
 * zod resolver cannot take the blank-to-null step: its input type would no longer be the form's.)
 */
const resolver: Resolver<SiteSettingsFormValues, unknown, SiteSettings> = (values) => {
  const blanksAsNull = Object.fromEntries(
    fieldNames.map((field) => [field, values[field].trim() === '' ? null : values[field]]),
  );
  const result = siteSettingsSchema.safeParse(blanksAsNull);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<SiteSettingsFormValues> = {};
  for (const issue of result.error.issues) {
    const field = fieldNames.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

const countryName = (code: string) => countryOption(code)?.name ?? code;

interface SiteSettingsFormProps {
  data: SiteSettingsResponse;
}

export function SiteSettingsForm({ data: { settings, effective } }: SiteSettingsFormProps) {
  const update = useUpdateSiteSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<SiteSettingsFormValues, unknown, SiteSettings>({
    resolver,
    defaultValues: toFormValues(settings),
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(toFormValues(saved.settings));
        notifications.show({ color: 'green', message: 'Site settings saved.' });
      },
      onError: (error) => applyFieldErrors(error, setError, fieldNames),
    }),
  );

  // A blank box shows what is in effect now, which is the default while nothing is set.
  const hint = (field: keyof SiteSettings, shown: string | null) =>
    settings[field] === null && shown ? `${shown} (default)` : undefined;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Site settings">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Site name"
            description="Shown in the top bar, titles and the footer"
            placeholder={hint('name', effective.name)}
            error={errors.name?.message}
            {...register('name')}
          />
          <NativeSelect
            label="Identity"
            description="Community: events-first home. Alumni: welcome card and Our Purpose."
            data={[
              {
                value: '',
                label: `Default (${settings.profile ? 'from the server' : effective.profile})`,
              },
              { value: 'community', label: 'Community' },
              { value: 'alumni', label: 'Alumni' },
            ]}
            error={errors.profile?.message}
            {...register('profile')}
          />
        </SimpleGrid>
        <TextInput
          label="Tagline"
          description="The home page headline for the community identity"
          placeholder={hint('tagline', effective.tagline)}
          error={errors.tagline?.message}
          {...register('tagline')}
        />
        <TextInput
          label="Logo URL"
          description="An https:// address or a path on this site; blank shows the default mark"
          placeholder={hint('logoUrl', effective.logoUrl)}
          error={errors.logoUrl?.message}
          {...register('logoUrl')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Organisation name"
            description="The legal name on donation receipts"
            error={errors.organisationName?.message}
            {...register('organisationName')}
          />
          <Textarea
            label="Organisation address"
            description="Printed under the name on receipts"
            autosize
            minRows={2}
            error={errors.organisationAddress?.message}
            {...register('organisationAddress')}
          />
        </SimpleGrid>
        <NativeSelect
          label="Country for phone numbers"
          description="Numbers written without a country code (+44 …) are read as this country's, and forms start on it"
          data={[
            { value: '', label: `Default (${countryName(DEFAULT_PHONE_COUNTRY)})` },
            ...countryOptions().map((country) => ({ value: country.value, label: country.name })),
          ]}
          error={errors.defaultCountry?.message}
          {...register('defaultCountry')}
        />
        <Textarea
          label="Receipt tax wording"
          description="Printed on donation receipts, e.g. your tax exemption statement"
          autosize
          minRows={3}
          error={errors.receiptTaxText?.message}
          {...register('receiptTaxText')}
        />
        {update.isError && !isExplainedByFields(update.error, fieldNames) && (
          <FormAlert kind="error">
            {describeFailure(update.error, { fallback: 'Could not save the site settings.' })}
          </FormAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => reset()} disabled={!isDirty || update.isPending}>
            Discard changes
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

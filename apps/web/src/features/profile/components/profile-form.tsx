import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  profileUpdateSchema,
  socialNetworks,
  type Profile,
  type ProfileUpdate,
} from '@portal/contract';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { PersonNameField } from '../../../components/person-name-field';
import { PhoneField } from '../../../components/phone-field';
import { phoneForForm } from '../../../components/phone-text';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { useT } from '../../../i18n/i18n-provider';
import { useUpdateProfile } from '../api/update-profile';
import { profileFieldMessages as fields, profileFormMessages as messages } from '../messages';
import { networkLabels } from './social-links';

type ProfileFormValues = z.input<typeof profileUpdateSchema>;

// Section legends read like the view mode's section headings.
const legendStyles = {
  legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 4 },
} as const;

const serverFields: readonly Path<ProfileFormValues>[] = [
  'name',
  'email',
  'mobile',
  'phoneCountry',
  'currentPassword',
  'bio',
  'address',
  'businessName',
  'businessEmail',
  ...socialNetworks.map((network) => `socialMedia.${network}` as const),
];

// Hints under the box, not placeholders: a grey example inside it reads as something typed, and
// turns red with the box when the field has an error.
const socialHints = {
  facebook: messages.handleHint,
  twitter: messages.handleHint,
  instagram: messages.handleHint,
  whatsapp: messages.whatsappHint,
  linkedin: messages.handleHint,
} as const;

function toFormValues(profile: Profile): ProfileFormValues {
  // The stored number (E.164) as its own country writes it, with the picker on that country.
  const mobile = phoneForForm(profile.mobile);
  return {
    name: profile.name,
    email: profile.email,
    mobile: mobile.text,
    phoneCountry: mobile.country,
    bio: profile.bio ?? '',
    address: profile.address ?? '',
    businessName: profile.businessName ?? '',
    businessEmail: profile.businessEmail ?? '',
    socialMedia: Object.fromEntries(
      socialNetworks.map((network) => [network, profile.socialMedia[network] ?? '']),
    ),
    currentPassword: '',
  };
}

interface ProfileFormProps {
  profile: Profile;
  onCancel: () => void;
  onSaved: () => void;
}

/** Spec screen 12, edit mode; the spec's validation texts come from the contract schema. */
export function ProfileForm({ profile, onCancel, onSaved }: ProfileFormProps) {
  const t = useT();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: toFormValues(profile),
  });
  // A new email needs the current password (whoever holds a session must not take the account).
  const email = useWatch({ control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== profile.email;

  const onSubmit = handleSubmit(({ currentPassword, ...values }) =>
    update.mutate(emailChanged ? { ...values, currentPassword } : values, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, setError, serverFields),
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(messages.label)}>
      <Stack gap="lg">
        <Fieldset legend={t(fields.basicInformation)} variant="unstyled" styles={legendStyles}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <PersonNameField
              label={t(fields.name)}
              autoComplete="name"
              withAsterisk
              error={errors.name?.message}
              {...register('name')}
            />
            <PhoneField
              control={control}
              name="mobile"
              countryName="phoneCountry"
              label={t(fields.mobile)}
              required
            />
            <TextInput
              label={t(fields.email)}
              type="email"
              autoComplete="email"
              withAsterisk
              error={errors.email?.message}
              {...register('email')}
            />
            {emailChanged && (
              <PasswordField
                label={t(messages.currentPassword)}
                description={t(messages.currentPasswordHint)}
                autoComplete="current-password"
                withAsterisk
                error={errors.currentPassword?.message}
                {...register('currentPassword')}
              />
            )}
          </SimpleGrid>
          <Textarea
            label={t(fields.bio)}
            autosize
            minRows={2}
            maxRows={6}
            mt="md"
            error={errors.bio?.message}
            {...register('bio')}
          />
          <Textarea
            label={t(fields.address)}
            autoComplete="street-address"
            autosize
            minRows={2}
            maxRows={4}
            mt="md"
            error={errors.address?.message}
            {...register('address')}
          />
        </Fieldset>

        <Fieldset legend={t(fields.businessInformation)} variant="unstyled" styles={legendStyles}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t(fields.businessName)}
              autoComplete="organization"
              error={errors.businessName?.message}
              {...register('businessName')}
            />
            <TextInput
              label={t(fields.businessEmail)}
              type="email"
              error={errors.businessEmail?.message}
              {...register('businessEmail')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t(fields.socialMedia)} variant="unstyled" styles={legendStyles}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {socialNetworks.map((network) => (
              <TextInput
                key={network}
                label={networkLabels[network]}
                description={t(socialHints[network])}
                error={errors.socialMedia?.[network]?.message}
                {...register(`socialMedia.${network}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>

        {update.isError && !isExplainedByFields(update.error, serverFields) && (
          <FormAlert kind="error">
            {describeFailure(update.error, { fallback: t(messages.failed) })}
          </FormAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            {t(messages.cancel)}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t(messages.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  profileUpdateSchema,
  socialNetworks,
  type Profile,
  type ProfileUpdate,
} from '@portal/contract';
import { AlumniFields } from './alumni-fields';
import { legendStyles } from './legend-styles';
import { ProfilePreview } from './profile-preview';
import { VisibilitySelect } from './visibility-select';
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
import { networkLabels } from '../../../components/social-links';

export type ProfileFormValues = z.input<typeof profileUpdateSchema>;

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
  'batch',
  'course',
  'city',
  'country',
  'jobTitle',
  'industry',
  'skills',
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
  const mobile = phoneForForm(profile.mobileE164 || profile.mobile);
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
    batch: profile.batch,
    course: profile.course ?? '',
    city: profile.city ?? '',
    country: profile.country ?? '',
    jobTitle: profile.jobTitle ?? '',
    industry: profile.industry,
    skills: profile.skills,
    openTo: profile.openTo,
    visibility: profile.visibility,
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

  const onSubmit = handleSubmit(({ currentPassword, ...entered }) => {
    // A blank course or job title clears it (null), as the contract has it.
    const values = {
      ...entered,
      course: entered.course || null,
      jobTitle: entered.jobTitle || null,
    };
    return update.mutate(emailChanged ? { ...values, currentPassword } : values, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, setError, serverFields),
    });
  });

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
            <Stack gap={6}>
              <PhoneField
                control={control}
                name="mobile"
                countryName="phoneCountry"
                label={t(fields.mobile)}
                required
              />
              <VisibilitySelect group="mobile" register={register} />
            </Stack>
            <Stack gap={6}>
              <TextInput
                label={t(fields.email)}
                type="email"
                autoComplete="email"
                withAsterisk
                error={errors.email?.message}
                {...register('email')}
              />
              <VisibilitySelect group="email" register={register} />
            </Stack>
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
          <VisibilitySelect group="address" register={register} mt={6} />
        </Fieldset>

        <AlumniFields control={control} register={register} errors={errors} />

        <Fieldset legend={t(fields.socialMedia)} variant="unstyled" styles={legendStyles}>
          <VisibilitySelect group="social" register={register} mb="md" />
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

        <LivePreview profile={profile} control={control} />

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

/** The preview follows what is typed, before it is saved. */
function LivePreview({
  profile,
  control,
}: {
  profile: Profile;
  control: ReturnType<typeof useForm<ProfileFormValues, unknown, ProfileUpdate>>['control'];
}) {
  const values = useWatch({ control });
  const batch = Number(values.batch);
  const text = (value: string | null | undefined) => value?.trim() || null;
  return (
    <ProfilePreview
      source={{
        name: values.name?.trim() || profile.name,
        imageUrl: profile.imageUrl,
        batch: values.batch === null || values.batch === '' || !batch ? null : batch,
        course: text(values.course),
        email: values.email?.trim() ?? '',
        mobile: values.mobile?.trim() ?? '',
        address: text(values.address),
        city: text(values.city),
        country: text(values.country),
        jobTitle: text(values.jobTitle),
        businessName: text(values.businessName),
        industry: values.industry ?? null,
        skills: (values.skills ?? []).filter((skill): skill is string => Boolean(skill)),
        openTo: (values.openTo ?? []).filter((option) => option !== undefined),
        socialMedia: Object.fromEntries(
          Object.entries(values.socialMedia ?? {}).filter(([, value]) => Boolean(value?.trim())),
        ),
        visibility: { ...profile.visibility, ...values.visibility },
      }}
    />
  );
}

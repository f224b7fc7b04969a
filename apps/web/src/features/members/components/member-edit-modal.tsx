import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  memberMessages,
  memberUpdateSchema,
  type Member,
  type MemberUpdate,
} from '@portal/contract';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { PersonNameField } from '../../../components/person-name-field';
import { PhoneField } from '../../../components/phone-field';
import { phoneForForm } from '../../../components/phone-text';
import { useT } from '../../../i18n/i18n-provider';
import { applyFieldErrors, describeFailure } from '../../../lib/form-errors';
import { useUpdateMember, type UpdateMemberVariables } from '../api/update-member';
import { useRoleOptions } from './member-role-badge';
import { editMemberMessages as text, memberFieldMessages as field } from './messages';
import { TwoFactorReset } from './two-factor-reset';

const fieldNames = ['name', 'phone', 'phoneCountry', 'role'] as const;

interface MemberEditModalProps {
  /** The member being edited; null keeps the modal closed. */
  member: Member | null;
  onClose: () => void;
}

/** Spec screen 18 edit panel: name, phone and role, Save and Cancel. */
export function MemberEditModal({ member, onClose }: MemberEditModalProps) {
  const t = useT();
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? t(text.title, { name: member.name }) : t(text.editMember)}
      closeButtonProps={{ 'aria-label': t(text.close) }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {member && (
        <Stack gap="lg">
          <MemberEditForm key={member._id} member={member} onClose={onClose} />
          {/* Site admins are told whether it is on (the API leaves it out for anyone else). */}
          {member.twoFactorEnabled && <TwoFactorReset member={member} onDone={onClose} />}
        </Stack>
      )}
    </Modal>
  );
}

function MemberEditForm({ member, onClose }: { member: Member; onClose: () => void }) {
  const t = useT();
  const roleOptions = useRoleOptions();
  const update = useUpdateMember();
  // A hidden phone (null) must be typed again; a stored one shows as its own country writes it.
  const phone = phoneForForm(member.mobileE164 ?? member.phone);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MemberUpdate, unknown, UpdateMemberVariables['input']>({
    resolver: zodResolver(memberUpdateSchema),
    defaultValues: {
      name: member.name,
      phone: phone.text,
      phoneCountry: phone.country,
      role: member.role,
    },
  });

  const onSubmit = handleSubmit((input) =>
    update.mutate(
      { id: member._id, input },
      {
        onSuccess: ({ message }) => {
          notifications.show({
            color: 'green',
            message: message || t.text(memberMessages.updated),
          });
          onClose();
        },
        onError: (error) => applyFieldErrors(error, setError, fieldNames),
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(text.editMember)}>
      <Stack gap="md">
        <PersonNameField
          label={t(field.name)}
          autoComplete="off"
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          {...register('name')}
        />
        <PhoneField
          control={control}
          name="phone"
          countryName="phoneCountry"
          label={t(field.phone)}
          autoComplete="off"
          required
        />
        <NativeSelect
          label={t(field.role)}
          data={roleOptions}
          error={errors.role?.message}
          {...register('role')}
        />
        {update.isError && (
          <FormAlert kind="error">
            {describeFailure(update.error, {
              fallback: t.text(memberMessages.failed),
              network: t.text(memberMessages.network),
            })}
          </FormAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {t(text.cancel)}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t(text.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

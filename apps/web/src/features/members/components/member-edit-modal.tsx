import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  memberMessages,
  memberRoles,
  memberUpdateSchema,
  type Member,
  type MemberUpdate,
} from '@portal/contract';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { PersonNameField } from '../../../components/person-name-field';
import { PhoneField } from '../../../components/phone-field';
import { phoneForForm } from '../../../components/phone-text';
import { applyFieldErrors, describeFailure } from '../../../lib/form-errors';
import { useUpdateMember, type UpdateMemberVariables } from '../api/update-member';
import { roleLabels } from './member-role-badge';

const roleOptions = memberRoles.map((role) => ({ value: role, label: roleLabels[role] }));
const fieldNames = ['name', 'phone', 'phoneCountry', 'role'] as const;

interface MemberEditModalProps {
  /** The member being edited; null keeps the modal closed. */
  member: Member | null;
  onClose: () => void;
}

/** Spec screen 18 edit panel: name, phone and role, Save and Cancel. */
export function MemberEditModal({ member, onClose }: MemberEditModalProps) {
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? `Edit ${member.name}` : 'Edit member'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {member && <MemberEditForm key={member._id} member={member} onClose={onClose} />}
    </Modal>
  );
}

function MemberEditForm({ member, onClose }: { member: Member; onClose: () => void }) {
  const update = useUpdateMember();
  // A hidden phone (null) must be typed again; a stored one shows as its own country writes it.
  const phone = phoneForForm(member.phone);
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
          notifications.show({ color: 'green', message: message || memberMessages.updated });
          onClose();
        },
        onError: (error) => applyFieldErrors(error, setError, fieldNames),
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Edit member">
      <Stack gap="md">
        <PersonNameField
          label="Name"
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
          label="Phone"
          autoComplete="off"
          required
        />
        <NativeSelect
          label="Role"
          data={roleOptions}
          error={errors.role?.message}
          {...register('role')}
        />
        {update.isError && (
          <FormAlert kind="error">
            {describeFailure(update.error, {
              fallback: memberMessages.failed,
              network: memberMessages.network,
            })}
          </FormAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

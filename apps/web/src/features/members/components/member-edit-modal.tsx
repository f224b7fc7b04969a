import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  memberMessages,
  memberRoles,
  memberUpdateSchema,
  type Member,
  type MemberUpdate,
} from '@portal/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { applyFieldErrors, describeFailure } from '../../../lib/form-errors';
import { useUpdateMember, type UpdateMemberVariables } from '../api/update-member';
import { roleLabels } from './member-role-badge';
import { PhoneDigitsInput } from './phone-digits-input';

const roleOptions = memberRoles.map((role) => ({ value: role, label: roleLabels[role] }));
const fieldNames = ['name', 'phone', 'role'] as const;

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MemberUpdate, unknown, UpdateMemberVariables['input']>({
    resolver: zodResolver(memberUpdateSchema),
    // A hidden phone (null) must be typed again: the server needs all ten digits.
    defaultValues: { name: member.name, phone: member.phone ?? '', role: member.role },
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
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          {...register('name')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneDigitsInput
              label="Phone"
              withAsterisk
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.phone?.message}
            />
          )}
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

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Title } from '@mantine/core';
import { channelInviteInputSchema, channelMessages } from '@portal/contract';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ContactIdentifierField } from '../../../components/contact-identifier-field';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { useInviteMember, type InviteInput } from '../api/invite-member';
import { invitesMessages } from './messages';

type InviteFormValues = z.input<typeof channelInviteInputSchema>;
const serverFields = ['identifier', 'country'] as const;

/** Invites a portal member by mobile number or email; approves them if they had asked to join. */
export function InviteMemberForm({ channelId }: { channelId: string }) {
  const t = useT();
  const invite = useInviteMember();
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, getValues } = useForm<
    InviteFormValues,
    unknown,
    InviteInput
  >({
    resolver: zodResolver(channelInviteInputSchema),
    defaultValues: { identifier: '' },
  });

  const onSubmit = handleSubmit((input) => {
    setSent(null);
    invite.mutate(
      { channelId, input },
      {
        onSuccess: ({ message }) => {
          // The picker stays on the country chosen: the next number is likely from there too.
          reset({ identifier: '', country: getValues('country') });
          setSent(message || t.text(channelMessages.invited));
        },
        onError: (error) => applyFieldErrors(error, setError, serverFields),
      },
    );
  });

  return (
    <Stack component="section" aria-labelledby="invite-member-heading" gap="sm">
      <Title order={2} fz="h4" id="invite-member-heading">
        {t(invitesMessages.inviteHeading)}
      </Title>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t(invitesMessages.inviteHeading)}
      >
        <Stack gap="sm">
          <ContactIdentifierField
            control={control}
            name="identifier"
            countryName="country"
            label={t(invitesMessages.identifier)}
          />
          {sent && <FormAlert kind="success">{sent}</FormAlert>}
          {invite.isError && !isExplainedByFields(invite.error, serverFields) && (
            <FormAlert kind="error">
              {describeFailure(invite.error, { fallback: t(invitesMessages.inviteFailed) })}
            </FormAlert>
          )}
          <Button
            type="submit"
            variant="light"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={invite.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(invitesMessages.invite)}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

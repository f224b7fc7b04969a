import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { memberInputSchema, memberMessages } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { applyFieldErrors, describeFailure } from '../../../lib/form-errors';
import { useCreateMember, type MemberInputParsed } from '../api/create-member';
import { AddressFields, BusinessFields, PersonalFields } from './add-member-sections';
import { emptyMemberValues, memberFieldNames, type AddMemberValues } from './add-member-values';
import { addMemberMessages as text } from './messages';

const legendStyles = {
  legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 4 },
} as const;

/**
 * Spec screen 19: personal, address and business sections. The new member gets no password:
 * the server emails them an invitation to set one.
 */
export function AddMemberForm() {
  const t = useT();
  const create = useCreateMember();
  const [invited, setInvited] = useState<string | null>(null);
  const form = useForm<AddMemberValues, unknown, MemberInputParsed>({
    resolver: zodResolver(memberInputSchema),
    defaultValues: emptyMemberValues,
  });
  const { handleSubmit, reset, setError, setFocus } = form;

  const onSubmit = handleSubmit((input) => {
    setInvited(null);
    create.mutate(input, {
      onSuccess: ({ member }) => {
        // The next member is likely from the same country: the picker stays where it was.
        reset({ ...emptyMemberValues, phoneCountry: input.phoneCountry });
        setInvited(member.email ?? input.email);
        // Ready for the next member.
        setFocus('name');
      },
      onError: (error) => applyFieldErrors(error, setError, memberFieldNames),
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(text.addMember)}>
        <Stack gap="lg">
          <Section legend={t(text.personal)}>
            <PersonalFields />
          </Section>
          <Section legend={t(text.address)}>
            <AddressFields />
          </Section>
          <Section legend={t(text.business)}>
            <BusinessFields />
          </Section>
          {create.isError && (
            <FormAlert kind="error">
              {describeFailure(create.error, {
                fallback: t.text(memberMessages.failed),
                network: t.text(memberMessages.network),
              })}
            </FormAlert>
          )}
          {invited !== null && (
            <FormAlert kind="success">
              <Text fw={600} inherit>
                {t.text(memberMessages.added)}
              </Text>
              <Text size="sm" mt={4}>
                {t(text.invited, { email: invited })}
              </Text>
            </FormAlert>
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={create.isPending}>
              {t(create.isPending ? text.submitting : text.addMember)}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="unstyled" styles={legendStyles}>
      {children}
    </Fieldset>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { memberInputSchema, memberMessages } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { applyFieldErrors, describeFailure } from '../../../lib/form-errors';
import { useCreateMember, type MemberInputParsed } from '../api/create-member';
import { AddressFields, BusinessFields, PersonalFields } from './add-member-sections';
import { emptyMemberValues, memberFieldNames, type AddMemberValues } from './add-member-values';

const legendStyles = {
  legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 4 },
} as const;

/**
 * Spec screen 19: personal, address and business sections. The new member gets no password:
 * the server emails them an invitation to set one.
 */
export function AddMemberForm() {
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
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Add member">
        <Stack gap="lg">
          <Section legend="Personal">
            <PersonalFields />
          </Section>
          <Section legend="Address">
            <AddressFields />
          </Section>
          <Section legend="Business">
            <BusinessFields />
          </Section>
          {create.isError && (
            <FormAlert kind="error">
              {describeFailure(create.error, {
                fallback: memberMessages.failed,
                network: memberMessages.network,
              })}
            </FormAlert>
          )}
          {invited !== null && (
            <FormAlert kind="success">
              <Text fw={600} inherit>
                {memberMessages.added}
              </Text>
              <Text size="sm" mt={4}>
                We emailed {invited} an invitation to set a password; the link works for 7 days.
                They can sign in once they have chosen one.
              </Text>
            </FormAlert>
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Submitting...' : 'Add member'}
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

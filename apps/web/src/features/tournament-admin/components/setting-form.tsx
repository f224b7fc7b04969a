import { Button, Group } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { getErrorMessage } from '../../../lib/api-client';
import { SectionCard } from './section-card';

interface SettingFormProps {
  id: string;
  title: string;
  description: string;
  saveLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** The save's failure, said above the fields. */
  error: unknown;
  children: ReactNode;
}

/** A tournament-wide setting (points, format): its card, the fields, the failure and Save. */
export function SettingForm(props: SettingFormProps) {
  const { id, title, description, saveLabel, onSubmit, saving, error, children } = props;
  return (
    <SectionCard id={id} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate>
        {error ? <FormAlert kind="error">{getErrorMessage(error)}</FormAlert> : null}
        {children}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={saving}>
            {saveLabel}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}

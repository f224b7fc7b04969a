import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Red border for actions that cannot be undone. */
  danger?: boolean;
}

export function SettingsSection({ title, description, children, danger }: SettingsSectionProps) {
  // Not made from the title: a Hindi or Gujarati title has no \w letters to make one from.
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={danger ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <Stack gap="sm">
        <div>
          <Title id={id} order={2} fz="lg">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

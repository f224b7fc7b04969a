import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useT } from '../../../i18n/i18n-provider';
import { authCardMessages } from '../messages';

interface AuthCardProps {
  title: string;
  /** One line under the title saying what the screen is for. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. to sign up or reset a password. */
  footer?: ReactNode;
  /** Shows the site name above the card, for screens shown without the top bar. */
  withBrand?: boolean;
}

/** The narrow centred card every sign-in style screen uses, with the spec's 'Back to dashboard'. */
export function AuthCard({ title, intro, children, footer, withBrand = false }: AuthCardProps) {
  const siteName = useSiteName();
  const t = useT();
  return (
    <Stack maw={440} mx="auto" mt={{ base: 'md', sm: 'xl' }} gap="md">
      <title>{`${title} · ${siteName}`}</title>
      <Group justify={withBrand ? 'space-between' : 'flex-end'} wrap="nowrap" gap="sm">
        {withBrand && (
          <Text fw={700} fz="lg" truncate="end">
            {siteName}
          </Text>
        )}
        <Anchor component={Link} to={paths.home} size="sm" underline="hover">
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t(authCardMessages.backToDashboard)}
          </Group>
        </Anchor>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" size="sm" mt={4}>
            {intro}
          </Text>
        )}
        <Stack mt="lg" gap="md">
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Stack gap={6} align="center" ta="center">
          {footer}
        </Stack>
      )}
    </Stack>
  );
}

import { Anchor, Box, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { useSiteName } from '../../lib/get-site';
import { paths } from '../../lib/paths';
import { shellMessages } from './messages';

/** Spec §2 footer, with the current year rather than the spec's fixed 2025 (DESIGN §5.18). */
export function AppFooter({ className, inert }: { className?: string; inert?: boolean }) {
  const siteName = useSiteName();
  const t = useT();
  // A string: a number would be grouped ("2,026").
  const year = String(new Date().getFullYear());
  return (
    <Box component="footer" className={className} inert={inert}>
      <Text size="sm" c="dimmed" ta="center">
        {t(shellMessages.footer, { year, siteName })}{' '}
        <Anchor component={Link} to={paths.privacy} inherit>
          {t(shellMessages.privacy)}
        </Anchor>
      </Text>
    </Box>
  );
}

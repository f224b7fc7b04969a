import { Box, Text } from '@mantine/core';
import { useSiteName } from '../../lib/get-site';

/** Spec §2 footer, with the current year rather than the spec's fixed 2025 (DESIGN §5.18). */
export function AppFooter({ className }: { className?: string }) {
  const siteName = useSiteName();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={className}>
      <Text size="sm" c="dimmed" ta="center">
        © {year} {siteName}. All rights reserved.
      </Text>
    </Box>
  );
}

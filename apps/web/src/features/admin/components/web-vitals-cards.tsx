import { Box, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { WebVitalName, WebVitalsPage } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { webVitalLabels } from './format-web-vital';
import { webVitalMessages as text } from './messages';
import { WebVitalFigure } from './web-vital-figure';
import { pageStyle } from './web-vitals-table';

const coreVitals: WebVitalName[] = ['LCP', 'INP', 'CLS'];

/** Below 768 px: one card per page with the three Core Web Vitals side by side. */
export function WebVitalsCards({ pages }: { pages: WebVitalsPage[] }) {
  const t = useT();
  return (
    <Stack gap="sm" component="ul" aria-label={t(text.perPage)} p={0} m={0}>
      {pages.map((page) => (
        <Card key={page.page} component="li" withBorder radius="md" padding="sm">
          <Group justify="space-between" align="baseline" gap="xs" mb="xs" wrap="nowrap">
            <Text component="h2" size="sm" fw={700} style={pageStyle}>
              {page.page}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t(text.views, { count: page.views })}
            </Text>
          </Group>
          <SimpleGrid component="dl" cols={3} spacing="xs" m={0}>
            {coreVitals.map((name) => (
              <Box key={name}>
                <Text component="dt" size="xs" c="dimmed" fw={600}>
                  <abbr title={t(webVitalLabels[name])}>{name}</abbr>
                </Text>
                <Box component="dd" m={0}>
                  <WebVitalFigure name={name} summary={page.metrics[name]} />
                </Box>
              </Box>
            ))}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}

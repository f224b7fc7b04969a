import { Table, Text } from '@mantine/core';
import type { WebVitalName, WebVitalsPage } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { webVitalLabels } from './format-web-vital';
import { webVitalMessages as text } from './messages';
import { WebVitalFigure } from './web-vital-figure';

/** The Core Web Vitals first; the two loading milestones only where there is room. */
const columns: { name: WebVitalName; wideOnly: boolean }[] = [
  { name: 'LCP', wideOnly: false },
  { name: 'INP', wideOnly: false },
  { name: 'CLS', wideOnly: false },
  { name: 'FCP', wideOnly: true },
  { name: 'TTFB', wideOnly: true },
];

export const pageStyle = {
  fontFamily: 'var(--mantine-font-family-monospace)',
  overflowWrap: 'anywhere',
} as const;

/** From 768 px: one row per page, busiest first, each figure with its rating and sample count. */
export function WebVitalsTable({ pages }: { pages: WebVitalsPage[] }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="sm" fz="sm" highlightOnHover aria-label={t(text.perPage)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(text.page)}</Table.Th>
            <Table.Th ta="end">{t(text.pageViews)}</Table.Th>
            {columns.map(({ name, wideOnly }) => (
              <Table.Th key={name} visibleFrom={wideOnly ? 'lg' : undefined}>
                <abbr title={t(webVitalLabels[name])}>{name}</abbr>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pages.map((page) => (
            <Table.Tr key={page.page}>
              <Table.Th scope="row" fw={600} style={pageStyle}>
                {page.page}
              </Table.Th>
              <Table.Td ta="end">
                <Text size="sm">{formatNumber(page.views)}</Text>
              </Table.Td>
              {columns.map(({ name, wideOnly }) => (
                <Table.Td key={name} visibleFrom={wideOnly ? 'lg' : undefined}>
                  <WebVitalFigure name={name} summary={page.metrics[name]} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

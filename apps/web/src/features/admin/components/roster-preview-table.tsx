import { Table, Text } from '@mantine/core';
import { useT } from '../../../i18n/i18n-provider';
import { keyboardScroll } from './keyboard-scroll';
import { rosterMessages as text } from '../alumni-messages';
import type { CsvPreview } from './csv-preview';

/** The first rows as the browser read them; columns the import ignores are greyed. */
export function RosterPreviewTable({ preview }: { preview: CsvPreview }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={760} scrollAreaProps={keyboardScroll}>
      <Table striped withTableBorder fz="sm">
        <Table.Caption>{t(text.previewCaption, { count: preview.rows.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t(text.row)}</Table.Th>
            {preview.header.map((cell, column) => (
              <Table.Th key={column} scope="col">
                {cell}
                {preview.columns[column] === null && (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' '}
                    ({t(text.ignored)})
                  </Text>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row, index) => (
            <Table.Tr key={index}>
              {/* Row numbers as the server counts them: the header is row 1. */}
              <Table.Td>{index + 2}</Table.Td>
              {preview.header.map((_, column) => (
                <Table.Td
                  key={column}
                  c={preview.columns[column] === null ? 'dimmed' : undefined}
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {row[column] ?? ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

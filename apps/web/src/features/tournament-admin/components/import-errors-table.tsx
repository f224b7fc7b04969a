import { Table } from '@mantine/core';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import type { ImportResult } from '../api/import-matches';
import { importMessages as m } from './messages';

/** Every row the server refused, so the file can be fixed in one go. */
export function ImportErrorsTable({ errors }: { errors: ImportResult['errors'] }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table withTableBorder verticalSpacing="xs">
        <Table.Caption>{t(m.problems)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>{t(m.row)}</Table.Th>
            <Table.Th>{t(m.problem)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((error, index) => (
            <Table.Tr key={`${error.row}-${index}`}>
              <Table.Td>{formatNumber(error.row)}</Table.Td>
              <Table.Td>{error.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

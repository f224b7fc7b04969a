import { Table } from '@mantine/core';
import type { ImportResult } from '../api/import-matches';

/** Every row the server refused, so the file can be fixed in one go. */
export function ImportErrorsTable({ errors }: { errors: ImportResult['errors'] }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table withTableBorder verticalSpacing="xs">
        <Table.Caption>Rows with problems</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>Row</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((error, index) => (
            <Table.Tr key={`${error.row}-${index}`}>
              <Table.Td>{error.row}</Table.Td>
              <Table.Td>{error.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

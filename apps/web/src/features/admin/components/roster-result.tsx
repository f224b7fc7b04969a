import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import type { RosterImportResult } from '@portal/contract';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n-provider';
import { keyboardScroll } from './keyboard-scroll';
import { rosterMessages as text } from '../alumni-messages';

/** What a check or an import found: the counts, then each bad row and each known one. */
export function RosterResult({ result, dryRun }: { result: RosterImportResult; dryRun: boolean }) {
  const t = useT();
  const badRows = new Set(result.errors.map((error) => error.row)).size;
  return (
    <Stack gap="md">
      <Alert
        color={dryRun ? 'blue' : 'green'}
        variant="light"
        role="status"
        icon={dryRun ? <IconInfoCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
        title={dryRun ? undefined : t(text.importedTitle)}
        // The light alert's own green title is 3.8:1 on its background; the text colour is not.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {dryRun ? (
          <>
            {t(text.checked, { rows: result.rows, valid: result.rows - badRows })}{' '}
            {t(text.nothingWritten)}
          </>
        ) : (
          t(text.imported, {
            imported: result.imported,
            updated: result.updated,
            rows: result.rows,
          })
        )}
      </Alert>
      {result.errors.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="roster-errors">
          <Title order={2} size="h4" id="roster-errors" c="red">
            {t(text.errorsHeading, { count: badRows })}
          </Title>
          <Text size="sm">{t(text.errorsHint)}</Text>
          <Table.ScrollContainer minWidth={280} scrollAreaProps={keyboardScroll}>
            <Table withTableBorder fz="sm" aria-labelledby="roster-errors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(text.row)}</Table.Th>
                  <Table.Th scope="col">{t(text.field)}</Table.Th>
                  <Table.Th scope="col">{t(text.problem)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.errors.map((error, index) => (
                  <Table.Tr key={`${error.row}-${error.field}-${index}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{error.field}</Table.Td>
                    <Table.Td>{t.text(error.message)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      {result.duplicates.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="roster-duplicates">
          <Title order={2} size="h4" id="roster-duplicates">
            {t(text.duplicatesHeading, { count: result.duplicates.length })}
          </Title>
          <Table.ScrollContainer minWidth={240} scrollAreaProps={keyboardScroll}>
            <Table withTableBorder fz="sm" aria-labelledby="roster-duplicates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(text.row)}</Table.Th>
                  <Table.Th scope="col">{t(text.matches)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.duplicates.map((duplicate, index) => (
                  <Table.Tr key={`${duplicate.row}-${index}`}>
                    <Table.Td>{duplicate.row}</Table.Td>
                    <Table.Td>{duplicate.match}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}

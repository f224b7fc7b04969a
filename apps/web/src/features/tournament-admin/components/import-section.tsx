import { Button, Code, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fixtureCsvHeader, type Team } from '@portal/contract';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { useImportMatches } from '../api/import-matches';
import { ImportErrorsTable } from './import-errors-table';
import { timeZoneLabel } from '../../../components/time-zone-options';
import { importMessages as m } from './messages';
import { SectionCard } from './section-card';

interface ImportSectionProps {
  eventId: string;
  /** The event's zone, in which the file's dates are read. */
  timeZone: string;
  teams: readonly Team[];
}

function exampleCsv(teams: readonly Team[]): string {
  const [a = 'ACE', b = 'BLZ', c = a, d = b] = teams.map((team) => team.shortName);
  return [
    fixtureCsvHeader,
    `2026-06-06 10:00,${a},${b},Riverside Ground,league,20`,
    `2026-06-06 14:30,${c},${d},Riverside Ground,playoff,20`,
  ].join('\n');
}

/** A whole schedule from a CSV file or pasted text; all rows are added, or none. */
export function ImportSection({ eventId, timeZone, teams }: ImportSectionProps) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState('');
  const upload = useImportMatches();
  const outcome = upload.data;

  const changeCsv = (text: string) => {
    setCsv(text);
    upload.reset();
  };

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    changeCsv(chosen ? await chosen.text() : '');
  };

  const submit = () =>
    upload.mutate(
      { eventId, csv },
      {
        onSuccess: (result) => {
          if (!result.imported) return;
          notifications.show({ color: 'green', message: result.message });
          setFile(null);
          setCsv('');
        },
      },
    );

  return (
    <SectionCard
      id="import"
      title={t(m.title)}
      description={t(m.description, { zone: timeZoneLabel(timeZone) })}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t(m.headerRow)}
        </Text>
        <Code block>{fixtureCsvHeader}</Code>
        <Text size="sm" fw={500} mt="xs">
          {t(m.example)}
        </Text>
        {/* Wider than a phone: it scrolls sideways, so the keyboard must reach it (tab stop). */}
        <Code block tabIndex={0} className="mantine-focus-auto">
          {exampleCsv(teams)}
        </Code>
      </Stack>
      <form
        aria-label={t(m.form)}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <FileInput
            label={t(m.file)}
            placeholder={t(m.filePlaceholder)}
            accept=".csv,text/csv"
            clearable
            clearButtonProps={{ 'aria-label': t(m.clearFile) }}
            // Mantine's placeholder grey is 2:1 on white; this is shown text, so AA applies.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            leftSection={<IconFileUpload size={18} aria-hidden />}
            value={file}
            onChange={(chosen) => void chooseFile(chosen)}
          />
          <Textarea
            label={t(m.text)}
            description={t(m.textHint)}
            autosize
            minRows={4}
            maxRows={14}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            value={csv}
            onChange={(event) => changeCsv(event.currentTarget.value)}
          />
          {outcome?.imported && <FormAlert kind="success">{outcome.message}</FormAlert>}
          {outcome && !outcome.imported && (
            <Stack gap="sm">
              <FormAlert kind="error">{outcome.message}</FormAlert>
              <ImportErrorsTable errors={outcome.errors} />
            </Stack>
          )}
          {upload.isError && (
            <FormAlert kind="error">
              {describeFailure(upload.error, { fallback: t(m.failed) })}
            </FormAlert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={upload.isPending} disabled={csv.trim() === ''}>
              {t(m.submit)}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

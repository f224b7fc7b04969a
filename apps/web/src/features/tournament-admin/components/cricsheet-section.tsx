import { Anchor, Button, FileInput, Group, Stack } from '@mantine/core';
import { cricsheetMaxBytes, type Match } from '@portal/contract';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useImportCricsheet } from '../api/import-cricsheet';
import { matchTitle } from './match-labels';
import { cricsheetMessages as m, importMessages } from './messages';
import { SectionCard } from './section-card';

const maxSize = `${(cricsheetMaxBytes / 1_000_000).toLocaleString('en-IN')} MB`;

/** Reads the chosen file as JSON, or says in the reader's words why it cannot be sent. */
async function readDocument(
  file: File,
): Promise<{ document: unknown } | { problem: 'tooBig' | 'notJson' }> {
  if (file.size > cricsheetMaxBytes) return { problem: 'tooBig' };
  try {
    return { document: JSON.parse(await file.text()) as unknown };
  } catch {
    return { problem: 'notJson' };
  }
}

/**
 * A club's history in: a finished match from a Cricsheet JSON file, every ball, its scorecard
 * derived like a match scored here (issue 24 §6). All or nothing, checked on the server.
 */
export function CricsheetSection({ eventId }: { eventId: string }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<Match | null>(null);
  const upload = useImportCricsheet();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(null);
    setAdded(null);
    upload.reset();
  };

  const submit = async () => {
    if (!file) return;
    const read = await readDocument(file);
    if ('problem' in read) {
      setProblem(read.problem === 'tooBig' ? t(m.tooBig, { size: maxSize }) : t(m.notJson));
      return;
    }
    upload.mutate(
      { eventId, document: read.document },
      {
        onSuccess: (match) => {
          setAdded(match);
          setFile(null);
        },
      },
    );
  };

  return (
    <SectionCard id="cricsheet" title={t(m.title)} description={t(m.description)}>
      <form
        aria-label={t(m.title)}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <FileInput
            label={t(m.file)}
            placeholder={t(m.placeholder)}
            accept=".json,application/json"
            clearable
            clearButtonProps={{ 'aria-label': t(importMessages.clearFile) }}
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            leftSection={<IconFileUpload size={18} aria-hidden />}
            value={file}
            onChange={choose}
            error={problem}
          />
          {added && (
            <FormAlert kind="success">
              {t(m.imported, { match: matchTitle(added) })}{' '}
              <Anchor
                component={Link}
                to={{
                  pathname: paths.teamDetails,
                  search: `?${new URLSearchParams({ event: eventId })}`,
                }}
              >
                {t(m.open)}
              </Anchor>
            </FormAlert>
          )}
          {upload.isError && (
            <FormAlert kind="error">
              {describeFailure(upload.error, { fallback: t(importMessages.failed) })}
            </FormAlert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={upload.isPending} disabled={!file}>
              {t(m.upload)}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

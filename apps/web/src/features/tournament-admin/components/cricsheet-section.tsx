import { Anchor, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import {
  cricsheetArchiveLimits,
  cricsheetMaxBytes,
  type CricsheetArchiveResult,
  type Match,
} from '@portal/contract';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useImportCricsheet, useImportCricsheetSeason } from '../api/import-cricsheet';
import { matchTitle } from './match-labels';
import { cricsheetMessages as m, importMessages } from './messages';
import { SectionCard } from './section-card';

const maxSize = `${(cricsheetMaxBytes / 1_000_000).toLocaleString('en-IN')} MB`;
const seasonSize = `${(cricsheetArchiveLimits.maxBytes / 1_000_000).toLocaleString('en-IN')} MB`;
const isZip = (file: File) =>
  /\.zip$/i.test(file.name) ||
  ['application/zip', 'application/x-zip-compressed'].includes(file.type);

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

/** What became of each file of a season's ZIP: the server's count, and each refusal's reason. */
function SeasonResult({ result }: { result: CricsheetArchiveResult }) {
  const t = useT();
  return (
    <FormAlert kind={result.errors.length > 0 ? 'error' : 'success'}>
      <Text size="sm">{result.message}</Text>
      {result.errors.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="xs">
            {t(m.refusedFiles)}
          </Text>
          <List size="sm">
            {result.errors.map((error) => (
              <List.Item key={error.file}>{t(m.refusedFile, error)}</List.Item>
            ))}
          </List>
        </>
      )}
    </FormAlert>
  );
}

/**
 * A club's history in: a finished match from a Cricsheet JSON file, every ball, its scorecard
 * derived like a match scored here (issue 24 §6). All or nothing, checked on the server. A ZIP
 * is a season: the server adds or refuses each file on its own and says which (issue 41).
 */
export function CricsheetSection({ eventId }: { eventId: string }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<Match | null>(null);
  const [season, setSeason] = useState<CricsheetArchiveResult | null>(null);
  const upload = useImportCricsheet();
  const seasonUpload = useImportCricsheetSeason();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(null);
    setAdded(null);
    setSeason(null);
    upload.reset();
    seasonUpload.reset();
  };

  const submit = async () => {
    if (!file) return;
    if (isZip(file)) {
      if (file.size > cricsheetArchiveLimits.maxBytes)
        return setProblem(t(m.seasonTooBig, { size: seasonSize }));
      seasonUpload.mutate(
        { eventId, archive: file },
        {
          onSuccess: (result) => {
            setSeason(result);
            setFile(null);
          },
        },
      );
      return;
    }
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
            accept=".json,.zip,application/json,application/zip"
            clearable
            clearButtonProps={{ 'aria-label': t(importMessages.clearFile) }}
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            leftSection={<IconFileUpload size={18} aria-hidden />}
            value={file}
            onChange={choose}
            error={problem}
            description={t(m.season, { size: seasonSize })}
          />
          {season && <SeasonResult result={season} />}
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
          {(upload.isError || seasonUpload.isError) && (
            <FormAlert kind="error">
              {describeFailure(upload.error ?? seasonUpload.error, {
                fallback: t(importMessages.failed),
              })}
            </FormAlert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={upload.isPending || seasonUpload.isPending}
              disabled={!file}
            >
              {t(m.upload)}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

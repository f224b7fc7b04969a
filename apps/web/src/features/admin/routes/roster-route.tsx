import {
  Button,
  Divider,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { BATCH_MIN, batchMax, ROSTER_MAX_BYTES, type RosterImportResult } from '@portal/contract';
import { IconFileSpreadsheet, IconMailForward, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { useSiteName } from '../../../lib/get-site';
import { rosterMessages as text } from '../alumni-messages';
import { useImportRoster } from '../api/import-roster';
import { useSendRosterInvites } from '../api/send-roster-invites';
import { parseCsvPreview, type CsvPreview } from '../components/csv-preview';
import { RosterPreviewTable } from '../components/roster-preview-table';
import { RosterResult } from '../components/roster-result';
import { RosterWithoutEmail } from '../components/roster-without-email';

/** Enough of the file to show its first rows without reading 10 MB into a string. */
const previewBytes = 64 * 1024;
const previewRows = 5;

/**
 * /admin/roster (issue 35): upload the alumni list as CSV, see its first rows, check it (a dry
 * run: every bad row by number, nothing written), then import; and invite those without an
 * account.
 */
export function RosterRoute() {
  const t = useT();
  const siteName = useSiteName();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [readFailed, setReadFailed] = useState(false);
  const [result, setResult] = useState<{ data: RosterImportResult; dryRun: boolean } | null>(null);
  const upload = useImportRoster();
  const invite = useSendRosterInvites();
  const [inviteBatch, setInviteBatch] = useState<number | ''>('');
  // The list of those without an email follows the batch once it is a year the server takes.
  const listBatch =
    inviteBatch !== '' && inviteBatch >= BATCH_MIN && inviteBatch <= batchMax()
      ? inviteBatch
      : undefined;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setResult(null);
    setReadFailed(false);
    upload.reset();
    if (!chosen) return;
    chosen
      .slice(0, previewBytes)
      .text()
      .then((content) => setPreview(parseCsvPreview(content, previewRows)))
      .catch(() => setReadFailed(true));
  };

  const run = (dryRun: boolean) => {
    if (!file) return;
    setResult(null);
    upload.mutate({ file, dryRun }, { onSuccess: (data) => setResult({ data, dryRun }) });
  };
  const checkedOk = result?.dryRun === true;

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <div>
        <Title order={1}>{t(text.heading)}</Title>
        <Text c="dimmed" mt={4} maw={760}>
          {t(text.intro)}
        </Text>
      </div>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <FileInput
            label={t(text.file)}
            description={t(text.fileHint, { max: ROSTER_MAX_BYTES / 1024 / 1024 })}
            accept=".csv,text/csv"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            value={file}
            onChange={choose}
            clearable
            clearButtonProps={{ 'aria-label': t(text.clearFile) }}
          />
          {readFailed && <FormAlert kind="error">{t(text.readFailed)}</FormAlert>}
          {preview && preview.header.length > 0 && (
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t(text.preview)}
              </Title>
              <RosterPreviewTable preview={preview} />
            </Stack>
          )}
          <Group gap="sm">
            <Button
              variant={checkedOk ? 'default' : 'filled'}
              disabled={!file}
              loading={upload.isPending && upload.variables.dryRun}
              onClick={() => run(true)}
            >
              {t(text.check)}
            </Button>
            <Button
              variant={checkedOk ? 'filled' : 'default'}
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={!file || (upload.isPending && upload.variables.dryRun)}
              loading={upload.isPending && !upload.variables.dryRun}
              onClick={() => run(false)}
            >
              {t(text.import)}
            </Button>
          </Group>
          {upload.isError && (
            <FormAlert kind="error">
              {describeFailure(upload.error, { fallback: t(text.failed) })}
            </FormAlert>
          )}
          {result && <RosterResult result={result.data} dryRun={result.dryRun} />}
        </Stack>
      </Paper>

      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="roster-invites"
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="roster-invites">
            {t(text.invitesHeading)}
          </Title>
          <Text size="sm" c="dimmed" maw={760}>
            {t(text.invitesIntro)}
          </Text>
          <Divider />
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t(text.inviteBatch)}
              min={BATCH_MIN}
              max={batchMax()}
              allowDecimal={false}
              allowNegative={false}
              value={inviteBatch}
              onChange={(value) => setInviteBatch(typeof value === 'number' ? value : '')}
              w={200}
            />
            <Button
              leftSection={<IconMailForward size={16} aria-hidden />}
              loading={invite.isPending}
              onClick={() => invite.mutate(inviteBatch === '' ? {} : { batch: inviteBatch })}
            >
              {t(text.send)}
            </Button>
          </Group>
          {invite.isSuccess && (
            <FormAlert kind="success">
              {t(text.queued, { count: invite.data.queued })}
              {invite.data.skippedNoEmail > 0 && (
                <> {t(text.skippedNoEmail, { count: invite.data.skippedNoEmail })}</>
              )}
            </FormAlert>
          )}
          {invite.isError && (
            <FormAlert kind="error">
              {describeFailure(invite.error, { fallback: t(text.sendFailed) })}
            </FormAlert>
          )}
          <Divider />
          <RosterWithoutEmail batch={listBatch} />
        </Stack>
      </Paper>
    </Stack>
  );
}
